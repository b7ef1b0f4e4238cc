<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Riichi Scoring Trainer</source>
        <translation>關於立直麻將算分練習</translation>
    </message>
    <message>
        <source>Riichi Scoring Trainer</source>
        <translation>立直麻將算分練習</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Learn and do Japanese riichi mahjong scoring.</source>
        <translation>學習日本立直麻將的算分，並在牌桌上實際算分。</translation>
    </message>
    <message>
        <source>Free software under the %1 licence. It contains:</source>
        <translation>以 %1 授權條款發布的自由軟體。其中包含：</translation>
    </message>
    <message>
        <source>The full licence texts are in %1</source>
        <translation>授權條款全文位於 %1</translation>
    </message>
    <message>
        <source>The full licence texts come with each installed package.</source>
        <translation>授權條款全文隨各個已安裝的套件提供。</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>元件</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>授權條款</translation>
    </message>
</context>
<context>
    <name>AnswerField</name>
    <message>
        <source>✓ Right</source>
        <translation>✓ 正確</translation>
    </message>
    <message>
        <source>✗ It is %1</source>
        <translation>✗ 正確答案是 %1</translation>
    </message>
</context>
<context>
    <name>CalculatorView</name>
    <message>
        <source>Won on a discard (T switches)</source>
        <translation>榮和：別家打出的牌（按 T 切換）</translation>
    </message>
    <message>
        <source>Self-drawn win (T switches)</source>
        <translation>自摸：自己摸到的牌（按 T 切換）</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>記法</translation>
    </message>
    <message>
        <source>e.g. 123m456p789s11z 555z(pon) win 1z</source>
        <translation>例如 123m456p789s11z 555z(pon) win 1z</translation>
    </message>
    <message>
        <source>Tiles in mpsz: 123m 406p (0 = red five) 789s 1234567z (E S W N, white, green, red).
Melds: tiles then their kind in brackets: 555z(pon) 1111m(ankan) 406s(chi) 7777p(minkan) 2222s(kakan).
Winning tile: win 3s (otherwise the last tile written). Enter tidies the text.</source>
        <translation>牌用 mpsz 記法：123m 萬子、406p 筒子（0 為赤五）、789s 索子、1234567z 字牌（東南西北白發中）。
副露：牌後加括號註明種類：555z(pon) 1111m(ankan) 406s(chi) 7777p(minkan) 2222s(kakan)。
和牌張：win 3s（不寫則為最後寫的那張）。按 Enter 整理文字。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Copy the notation (Ctrl+Shift+C)</source>
        <translation>複製記法（Ctrl+Shift+C）</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼上</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>復原（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Y)</source>
        <translation>重做（Ctrl+Y）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Start over (Ctrl+Backspace)</source>
        <translation>從頭開始（Ctrl+Backspace）</translation>
    </message>
    <message>
        <source>Random hand</source>
        <translation>隨機手牌</translation>
    </message>
    <message>
        <source>Deal a random legal hand (Ctrl+R)</source>
        <translation>隨機發一副合法的和牌（Ctrl+R）</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Click adds a tile · right-click makes a chi, pon or kan · the badge counts copies left</source>
        <translation>單擊加入一張牌 · 右鍵可吃、碰、槓 · 角標為剩餘張數</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>和牌情況</translation>
    </message>
    <message>
        <source>Click tiles below or type a hand like 234m456p678s33355s</source>
        <translation>單擊下方的牌，或輸入手牌，例如 234m456p678s33355s</translation>
    </message>
    <message>
        <source>Click adds a tile · right-click makes a pon or kan (three players: no chi) · the badge counts copies left</source>
        <translation>單擊加入一張牌 · 右鍵可碰、槓（三麻不能吃） · 角標為剩餘張數</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n 張</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more to complete the hand</source>
        <translation>
            <numerusform>還差 %n 張</numerusform>
        </translation>
    </message>
    <message>
        <source>one short: the waits are listed on the right</source>
        <translation>差一張：右側列出聽牌</translation>
    </message>
    <message numerus="yes">
        <source>No red five %1 left: these rules have %n in the set.</source>
        <translation>
            <numerusform>赤五 %1 已用完：本規則中只有 %n 張。</numerusform>
        </translation>
    </message>
    <message>
        <source>No plain %1 left: the other fives of the set are red (%2).</source>
        <translation>普通的 %1 已用完：其餘的五是赤五（%2）。</translation>
    </message>
    <message>
        <source>No more ura dora indicators than dora indicators: add a dora indicator first.</source>
        <translation>裏寶牌指示牌不能比寶牌指示牌多：請先新增寶牌指示牌。</translation>
    </message>
    <message>
        <source>%1 is not in the three-player set (2m to 8m are removed).</source>
        <translation>%1 不在三麻牌組中（二萬至八萬已去除）。</translation>
    </message>
    <message>
        <source>Three players cannot chi: only pon and kan.</source>
        <translation>三麻不能吃：只能碰和槓。</translation>
    </message>
    <message>
        <source>Kita exist only with three players: choose a three-player rule set.</source>
        <translation>只有三麻才有拔北：請選擇三麻規則。</translation>
    </message>
    <message>
        <source>type tiles into the notation box</source>
        <translation>在記法框中輸入牌</translation>
    </message>
    <message>
        <source>tidy the notation box</source>
        <translation>整理記法框</translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation>復原 / 重做</translation>
    </message>
    <message>
        <source>pick a dora / ura dora indicator</source>
        <translation>選擇寶牌 / 裏寶牌指示牌</translation>
    </message>
    <message>
        <source>stop picking indicators</source>
        <translation>停止選擇指示牌</translation>
    </message>
    <message>
        <source>remove the last tile</source>
        <translation>移除最後一張牌</translation>
    </message>
    <message>
        <source>start over</source>
        <translation>從頭開始</translation>
    </message>
    <message>
        <source>random legal hand</source>
        <translation>隨機發一副合法的和牌</translation>
    </message>
    <message>
        <source>copy / paste the notation</source>
        <translation>複製 / 貼上記法</translation>
    </message>
    <message>
        <source>go to the notation box</source>
        <translation>移至記法框</translation>
    </message>
    <message>
        <source>open a quiz hand code</source>
        <translation>開啟練習的手牌代碼</translation>
    </message>
    <message>
        <source>switch tabs</source>
        <translation>切換分頁</translation>
    </message>
    <message>
        <source>this list</source>
        <translation>本列表</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <source>Open hand code</source>
        <translation>開啟手牌代碼</translation>
    </message>
    <message>
        <source>Hand code (shown under every quiz question):</source>
        <translation>手牌代碼（顯示在每道練習題下方）：</translation>
    </message>
    <message>
        <source>This hand code has a typo or is cut short.</source>
        <translation>這個手牌代碼有錯字或不完整。</translation>
    </message>
    <message>
        <source>This hand code was made by a newer version of the program.</source>
        <translation>這個手牌代碼由較新版本的程式產生。</translation>
    </message>
    <message>
        <source>This is not a hand code.</source>
        <translation>這不是手牌代碼。</translation>
    </message>
    <message>
        <source>The clipboard holds %1 characters: too long for a hand or a hand code (at most %2).</source>
        <translation>剪貼簿中有 %1 個字元：對手牌或手牌代碼來說太長了（最多 %2 個）。</translation>
    </message>
    <message>
        <source>Click a tile to make it the winning tile; right-click to remove</source>
        <translation>單擊一張牌設為和牌張；右鍵移除</translation>
    </message>
    <message>
        <source>Paste a hand in notation or a hand code (Ctrl+Shift+V)</source>
        <translation>貼上記法或手牌代碼（Ctrl+Shift+V）</translation>
    </message>
    <message>
        <source>Hand code…</source>
        <translation>手牌代碼…</translation>
    </message>
    <message>
        <source>Open a quiz hand code: its hand, situation and rules (Ctrl+O)</source>
        <translation>開啟練習的手牌代碼：手牌、場況和規則（Ctrl+O）</translation>
    </message>
    <message>
        <source>Winning tile %1 · click another tile to change it</source>
        <translation>和牌張 %1 · 單擊其他牌可更換</translation>
    </message>
    <message>
        <source>All four %1 are already in use.</source>
        <translation>四張 %1 都已用完。</translation>
    </message>
    <message>
        <source>These rules have no red five %1.</source>
        <translation>本規則沒有赤五 %1。</translation>
    </message>
    <message>
        <source>The hand is complete: right-click a tile to remove it first.</source>
        <translation>手牌已滿：請先右鍵移除一張牌。</translation>
    </message>
    <message>
        <source>A hand has at most four melds.</source>
        <translation>一手牌最多 4 組副露。</translation>
    </message>
    <message>
        <source>No room for another meld: remove some closed tiles first.</source>
        <translation>沒有空位再副露：請先移除一些手牌。</translation>
    </message>
    <message>
        <source>At most five indicators.</source>
        <translation>指示牌最多 5 張。</translation>
    </message>
    <message>
        <source>Make %1 the winning tile</source>
        <translation>將 %1 設為和牌張</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <source>Remove the %1</source>
        <translation>移除這組%1</translation>
    </message>
    <message>
        <source>Click the dora indicator · Esc cancels</source>
        <translation>單擊寶牌指示牌 · Esc 取消</translation>
    </message>
    <message>
        <source>Click the ura dora indicator · Esc cancels</source>
        <translation>單擊裏寶牌指示牌 · Esc 取消</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <source>This is the only way to read the hand.</source>
        <translation>這副牌只有一種拆法。</translation>
    </message>
    <message>
        <source>This reading pays the most points.</source>
        <translation>按高點法，取點數最高的拆法。</translation>
    </message>
    <message>
        <source>Readings pay the same points; a yakuman is preferred to a counted (kazoe) yakuman.</source>
        <translation>幾種拆法點數相同，役滿優先於累計役滿。</translation>
    </message>
    <message>
        <source>Readings pay the same points; this one has more han.</source>
        <translation>幾種拆法點數相同，取番數較多者。</translation>
    </message>
    <message>
        <source>Readings pay the same points and han; this one has more fu.</source>
        <translation>幾種拆法點數與番數都相同，取符數較多者。</translation>
    </message>
    <message>
        <source>Several readings score exactly the same.</source>
        <translation>幾種拆法的得分完全相同。</translation>
    </message>
</context>
<context>
    <name>ClaimEditor</name>
    <message>
        <source>Whole hand</source>
        <translation>完整手牌</translation>
    </message>
    <message>
        <source>Han and fu</source>
        <translation>番和符</translation>
    </message>
    <message>
        <source>Points as called</source>
        <translation>報點</translation>
    </message>
    <message>
        <source>Build in the calculator…</source>
        <translation>在計算器中輸入…</translation>
    </message>
    <message>
        <source>Change in the calculator…</source>
        <translation>在計算器中修改…</translation>
    </message>
    <message>
        <source>No hand yet.</source>
        <translation>尚未輸入手牌。</translation>
    </message>
    <message>
        <source>Non-dealers pay</source>
        <translation>閒家各付</translation>
    </message>
    <message>
        <source>The other non-dealer pays</source>
        <translation>另一閒家付</translation>
    </message>
    <message>
        <source>Dealer pays</source>
        <translation>莊家付</translation>
    </message>
    <message>
        <source>Each pays</source>
        <translation>每家付</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>榮和</translation>
    </message>
    <message>
        <source>Liable (pao)</source>
        <translation>包牌責任者</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>無</translation>
    </message>
</context>
<context>
    <name>ClassroomActions</name>
    <message>
        <source>PNG picture, 2× (*.png)</source>
        <translation>PNG 圖片，2 倍 (*.png)</translation>
    </message>
    <message>
        <source>PNG picture, 1× (*.png)</source>
        <translation>PNG 圖片，1 倍 (*.png)</translation>
    </message>
    <message>
        <source>PNG picture, 4× (*.png)</source>
        <translation>PNG 圖片，4 倍 (*.png)</translation>
    </message>
    <message>
        <source>SVG picture (*.svg)</source>
        <translation>SVG 圖片 (*.svg)</translation>
    </message>
    <message>
        <source>Save a picture of the hand</source>
        <translation>儲存手牌圖片</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>圖片</translation>
    </message>
    <message>
        <source>The picture could not be saved: %1</source>
        <translation>無法儲存圖片：%1</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>簡報</translation>
    </message>
    <message>
        <source>Show the hand, or the lesson deck, full screen (F5)</source>
        <translation>全螢幕顯示手牌或課件 (F5)</translation>
    </message>
    <message>
        <source>Add this hand to the lesson deck</source>
        <translation>將此手牌加入課件</translation>
    </message>
    <message>
        <source>Put it in the Classroom tab&apos;s deck (Ctrl+Shift+D)</source>
        <translation>加入「課堂」頁的課件 (Ctrl+Shift+D)</translation>
    </message>
    <message>
        <source>Save a picture of this hand…</source>
        <translation>儲存此手牌的圖片…</translation>
    </message>
    <message>
        <source>PNG or SVG (Ctrl+Shift+S)</source>
        <translation>PNG 或 SVG (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>Copy a picture of this hand</source>
        <translation>複製此手牌的圖片</translation>
    </message>
    <message>
        <source>For slides and chats (Ctrl+Shift+P)</source>
        <translation>用於投影片和聊天 (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Present on</source>
        <translation>簡報螢幕</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>原始大小</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>課堂</translation>
    </message>
    <message>
        <source>Build a complete hand in the calculator first (or open a lesson deck in the Classroom tab).</source>
        <translation>請先在算分器中組好完整的手牌（或在「課堂」頁開啟課件）。</translation>
    </message>
    <message numerus="yes">
        <source>Added to the lesson deck (%n hand(s))</source>
        <translation>
            <numerusform>已加入課件（共 %n 手）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) could not be added:</source>
        <translation>
            <numerusform>有 %n 手無法新增：</numerusform>
        </translation>
    </message>
    <message>
        <source>Picture copied: paste it into slides or a chat.</source>
        <translation>圖片已複製：可貼到投影片或聊天中。</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Hand %1: </source>
        <translation>第 %1 手：</translation>
    </message>
    <message>
        <source>The file is too large to be a lesson deck.</source>
        <translation>檔案太大，不是課件。</translation>
    </message>
    <message>
        <source>The file is not a lesson deck: it is not valid JSON (line %1).</source>
        <translation>檔案不是課件：JSON 格式有誤（第 %1 行）。</translation>
    </message>
    <message>
        <source>The file is not a lesson deck.</source>
        <translation>檔案不是課件。</translation>
    </message>
    <message>
        <source>This deck was made by a newer version of the program.</source>
        <translation>此課件由較新版本的程式製作。</translation>
    </message>
    <message>
        <source>The field “%1” is not right.</source>
        <translation>欄位「%1」不正確。</translation>
    </message>
    <message>
        <source>A deck holds at most %1 hands.</source>
        <translation>一份課件最多 %1 手。</translation>
    </message>
    <message>
        <source>“%1” is longer than %2 characters.</source>
        <translation>「%1」超過 %2 個字元。</translation>
    </message>
    <message>
        <source>This is not a hand code, or it has a typo.</source>
        <translation>這不是手牌代碼，或有輸入錯誤。</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>無法讀取檔案：%1</translation>
    </message>
</context>
<context>
    <name>DeckView</name>
    <message>
        <source>Lesson title, e.g. “Fu of melds”</source>
        <translation>課件標題，例如「面子的符」</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>開啟…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存為…</translation>
    </message>
    <message>
        <source>Add hands ▾</source>
        <translation>新增手牌 ▾</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>簡報</translation>
    </message>
    <message>
        <source>Worksheet PDF…</source>
        <translation>練習卷 PDF…</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>圖片…</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Open in calculator</source>
        <translation>在算分器中開啟</translation>
    </message>
    <message>
        <source>Present the deck full screen from the selected hand (F5)</source>
        <translation>從所選手牌開始全螢幕簡報課件 (F5)</translation>
    </message>
    <message>
        <source>The hands with answer boxes, then the answer key, as a PDF</source>
        <translation>附答題框的手牌，然後是答案，輸出為 PDF</translation>
    </message>
    <message>
        <source>The calculator&apos;s hand</source>
        <translation>算分器中的手牌</translation>
    </message>
    <message>
        <source>Hand codes…</source>
        <translation>手牌代碼…</translation>
    </message>
    <message>
        <source>From quiz history…</source>
        <translation>來自測驗紀錄…</translation>
    </message>
    <message>
        <source>Generated hands…</source>
        <translation>產生的手牌…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>預覽</translation>
    </message>
    <message>
        <source>Note for the teacher (shown with N while presenting, printed on the key)</source>
        <translation>教師備註（簡報時按 N 顯示，印在答案頁）</translation>
    </message>
    <message>
        <source>A lesson deck is the list of hands you present to the class and print as a worksheet.

Add hands with “Add hands”: the calculator&apos;s hand (Ctrl+Shift+D from any tab), hand codes, questions missed in the quiz, or hands generated for a topic and level.</source>
        <translation>課件是你向全班簡報、並列印成練習卷的一組手牌。

用「新增手牌」加入：算分器中的手牌（任何頁面按 Ctrl+Shift+D）、手牌代碼、測驗中答錯的題，或按主題和難度產生的手牌。</translation>
    </message>
    <message numerus="yes">
        <source>Hands (%n)</source>
        <translation>
            <numerusform>手牌（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Lesson deck</source>
        <translation>課件</translation>
    </message>
    <message>
        <source>The calculator has no complete hand.</source>
        <translation>算分器中沒有完整的手牌。</translation>
    </message>
    <message>
        <source>Add hand codes</source>
        <translation>新增手牌代碼</translation>
    </message>
    <message>
        <source>One hand per line: a hand code (shown under every quiz question) or a hand in JSON.</source>
        <translation>每行一手：手牌代碼（顯示在每道測驗題下方）或 JSON 格式的手牌。</translation>
    </message>
    <message>
        <source>Line %1 (%2…): %3</source>
        <translation>第 %1 行（%2…）：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) could not be added:</source>
        <translation>
            <numerusform>有 %n 行無法新增：</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no quiz history yet.</source>
        <translation>還沒有測驗紀錄。</translation>
    </message>
    <message>
        <source>From quiz history</source>
        <translation>來自測驗紀錄</translation>
    </message>
    <message>
        <source>Questions answered wrong</source>
        <translation>答錯的題</translation>
    </message>
    <message>
        <source>Every question answered</source>
        <translation>所有答過的題</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>選取</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>No questions to add.</source>
        <translation>沒有可新增的題。</translation>
    </message>
    <message>
        <source>Reading quiz history…</source>
        <translation>正在讀取測驗紀錄…</translation>
    </message>
    <message>
        <source>Generated hands</source>
        <translation>產生的手牌</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主題</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>難度</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>數量</translation>
    </message>
    <message>
        <source>Dealing hands…</source>
        <translation>正在發牌…</translation>
    </message>
    <message>
        <source>Save the changes to the lesson deck?</source>
        <translation>儲存對課件的修改嗎？</translation>
    </message>
    <message>
        <source>Open lesson deck</source>
        <translation>開啟課件</translation>
    </message>
    <message>
        <source>Any file (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <source>Lesson deck (*.json)</source>
        <translation>課件 (*.json)</translation>
    </message>
    <message>
        <source>Save lesson deck</source>
        <translation>儲存課件</translation>
    </message>
    <message>
        <source>The deck could not be saved: %1</source>
        <translation>無法儲存課件：%1</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>課件</translation>
    </message>
    <message>
        <source>Worksheet PDF</source>
        <translation>練習卷 PDF</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>美式信紙 (Letter)</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>紙張</translation>
    </message>
    <message>
        <source>Language of the class</source>
        <translation>課堂語言</translation>
    </message>
    <message>
        <source>worksheet</source>
        <translation>練習卷</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the worksheet…</source>
        <translation>正在產生練習卷…</translation>
    </message>
</context>
<context>
    <name>Diagnosis</name>
    <message>
        <source>a non-dealer&apos;s ron</source>
        <translation>閒家榮和</translation>
    </message>
    <message>
        <source>a dealer&apos;s ron</source>
        <translation>莊家榮和</translation>
    </message>
    <message>
        <source>a non-dealer&apos;s tsumo</source>
        <translation>閒家自摸</translation>
    </message>
    <message>
        <source>a dealer&apos;s tsumo</source>
        <translation>莊家自摸</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>triplet</source>
        <translation>刻子</translation>
    </message>
    <message>
        <source>You likely left out %1: %2 fu</source>
        <translation>你可能漏算了%1：%2符</translation>
    </message>
    <message>
        <source>You likely added %1 fu for a closed ron, but the hand is open</source>
        <translation>你可能加了%1符門清榮和符，但這手牌已經副露</translation>
    </message>
    <message>
        <source>You likely added %1 tsumo fu: pinfu tsumo is 20 fu flat</source>
        <translation>你可能加了%1符自摸符：平和自摸固定20符</translation>
    </message>
    <message>
        <source>You likely added %1 (%2 fu), which this hand does not get</source>
        <translation>你可能加了%1（%2符），但這手牌沒有</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as closed: %3 fu instead of %4</source>
        <translation>你可能把%1的%2算成了暗刻：%3符，而不是%4符</translation>
    </message>
    <message>
        <source>You likely counted the %1 triplet as closed, but the ron tile completed it, so it counts open: %2 fu, not %3</source>
        <translation>你可能把%1刻子算成了暗刻，但它是榮和的牌湊成的，算明刻：%2符，不是%3符</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as open: %3 fu instead of %4</source>
        <translation>你可能把%1的%2算成了明刻：%3符，而不是%4符</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as terminals or honors: %3 fu instead of %4</source>
        <translation>你可能把%1的%2當成了么九牌：%3符，而不是%4符</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as simples: %3 fu instead of %4</source>
        <translation>你可能把%1的%2當成了中張牌：%3符，而不是%4符</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as a triplet: %3 fu instead of %4</source>
        <translation>你可能把%1的%2當成了刻子：%3符，而不是%4符</translation>
    </message>
    <message>
        <source>You likely counted the %1 double-wind pair as %2 fu: these rules give %3</source>
        <translation>你可能把%1連風雀頭算成了%2符：本規則是%3符</translation>
    </message>
    <message>
        <source>You likely forgot to round up: %1 fu → %2</source>
        <translation>你可能忘了進位：%1符 → %2符</translation>
    </message>
    <message>
        <source>You likely rounded down: %1 fu rounds up to %2</source>
        <translation>你可能捨去了零頭：%1符應進位為%2符</translation>
    </message>
    <message>
        <source>You likely forgot that an open hand of 20 fu counts 30</source>
        <translation>你可能忘了：副露的20符牌型算30符</translation>
    </message>
    <message>
        <source>Seven pairs is 25 fu flat; it is not rounded up to 30</source>
        <translation>七對子固定25符，不進位為30符</translation>
    </message>
    <message>
        <source>You likely read the hand another way (%1 wait: %2 han %3 fu); the reading that pays most counts</source>
        <translation>你可能用了另一種拆法（%1：%2番%3符）；應取點數最高的拆法</translation>
    </message>
    <message>
        <source>You likely left out %1: %2 han</source>
        <translation>你可能漏了%1：%2番</translation>
    </message>
    <message>
        <source>You likely counted %1 at its closed value: open, it is %2 han, not %3</source>
        <translation>你可能按門前清計算了%1：副露時是%2番，不是%3番</translation>
    </message>
    <message>
        <source>%1 does not count here: %2</source>
        <translation>%1在這裡不成立：%2</translation>
    </message>
    <message>
        <source>%1 is not in this hand</source>
        <translation>這手牌沒有%1</translation>
    </message>
    <message>
        <source>You likely counted %1 ura dora, but only a hand in riichi gets ura dora</source>
        <translation>你可能算了%1張裡寶牌，但只有立直的牌才有裡寶牌</translation>
    </message>
    <message>
        <source>You likely missed %1 dora: the indicator %2 makes %3 the dora</source>
        <translation>你可能漏了%1張寶牌：指示牌%2表示寶牌是%3</translation>
    </message>
    <message>
        <source>You likely missed %1 ura dora: the indicator %2 makes %3 the ura dora</source>
        <translation>你可能漏了%1張裡寶牌：指示牌%2表示裡寶牌是%3</translation>
    </message>
    <message>
        <source>You likely counted the dora from the indicator %1 itself (%2): the dora is the next tile, %3 (%4)</source>
        <translation>你可能把指示牌%1本身當成了寶牌（%2張）：寶牌是下一張，%3（%4張）</translation>
    </message>
    <message>
        <source>You likely counted the ura dora from the indicator %1 itself (%2): it is the next tile, %3 (%4)</source>
        <translation>你可能把裡寶指示牌%1本身當成了裡寶牌（%2張）：裡寶牌是下一張，%3（%4張）</translation>
    </message>
    <message>
        <source>You likely missed the red five: %1 han</source>
        <translation>你可能漏了赤寶牌：%1番</translation>
    </message>
    <message>
        <source>You likely paid as for %1; this is %2</source>
        <translation>你可能按%1計算了點數；這是%2</translation>
    </message>
    <message>
        <source>You likely swapped the payers: on a non-dealer&apos;s tsumo the dealer pays twice what the others pay</source>
        <translation>你可能把付款方弄反了：閒家自摸時，莊家付的是其他閒家的兩倍</translation>
    </message>
    <message>
        <source>You likely swapped the payers: on a non-dealer&apos;s tsumo the dealer pays more than the other player</source>
        <translation>你可能把付款方弄反了：閒家自摸時，莊家付的比另一名閒家多</translation>
    </message>
    <message>
        <source>You likely left out the %1 honba (%2 points in all)</source>
        <translation>你可能漏了%1本場（共%2點）</translation>
    </message>
    <message>
        <source>On a tsumo each player pays 100 per honba, not 300</source>
        <translation>自摸時每家每本場付100點，不是300點</translation>
    </message>
    <message>
        <source>On a ron the discarder pays 300 per honba</source>
        <translation>榮和時放銃者每本場付300點</translation>
    </message>
    <message>
        <source>You likely paid as with four players: with three there is no North, and North&apos;s %1 is not paid (tsumo loss)</source>
        <translation>你可能按四人麻將付了點：三麻沒有北家，北家應付的%1點不付（自摸損）</translation>
    </message>
    <message>
        <source>You likely paid as with four players: with three there is no North, and North&apos;s %1 is split between the two payers</source>
        <translation>你可能按四人麻將付了點：三麻沒有北家，北家應付的%1點由兩名付款者平分</translation>
    </message>
    <message>
        <source>With three players each of the two payers pays %1 per honba on a tsumo, not %2</source>
        <translation>三麻自摸時，兩名付款者每本場各付%1點，而不是%2點</translation>
    </message>
    <message>
        <source>With three players the discarder pays %1 per honba on a ron, not %2</source>
        <translation>三麻榮和時，放銃者每本場付%1點，而不是%2點</translation>
    </message>
    <message>
        <source>You likely left out the riichi sticks on the table (%1 points)</source>
        <translation>你可能漏了場上的立直棒（%1點）</translation>
    </message>
    <message>
        <source>%1 han %2 fu is %3: the limit caps the base points (without it they would be %4)</source>
        <translation>%1番%2符是%3：基本點按滿貫封頂（否則是%4）</translation>
    </message>
    <message>
        <source>You likely paid %1 han as %2; it is %3</source>
        <translation>你可能把%1番按%2計算；應是%3</translation>
    </message>
    <message>
        <source>You likely paid %1 han as %2; it is below any limit</source>
        <translation>你可能把%1番按%2計算；它還不到滿貫</translation>
    </message>
    <message>
        <source>These rules round %1 han %2 fu up to mangan (kiriage)</source>
        <translation>本規則把%1番%2符算作滿貫（切上滿貫）</translation>
    </message>
    <message>
        <source>These rules have no kiriage: %1 han %2 fu is not a mangan</source>
        <translation>本規則沒有切上滿貫：%1番%2符不是滿貫</translation>
    </message>
    <message>
        <source>Under these rules %1 han without a yakuman is %2</source>
        <translation>本規則下，沒有役滿的%1番是%2</translation>
    </message>
    <message>
        <source>No tsumo fu: pinfu tsumo is 20 fu flat</source>
        <translation>沒有自摸符：平和自摸固定20符</translation>
    </message>
    <message>
        <source>No tsumo fu: these rules give none for a win on the kan replacement tile</source>
        <translation>沒有自摸符：本規則下嶺上開花不加自摸符</translation>
    </message>
    <message>
        <source>No closed-ron fu: the hand is open</source>
        <translation>沒有門清榮和符：這手牌已經副露</translation>
    </message>
    <message>
        <source>Seven pairs: 25 fu flat, not rounded</source>
        <translation>七對子：固定25符，不進位</translation>
    </message>
    <message>
        <source>That follows from your %1 fu %2 han: fix those first</source>
        <translation>這是按你的%1符%2番算出的：先改正符和番</translation>
    </message>
    <message>
        <source>That follows from your answer %1: fix that first</source>
        <translation>這是由你的答案（%1）算出的：先改正它</translation>
    </message>
    <message>
        <source>No single slip gives your number; check the breakdown below</source>
        <translation>找不到單一的錯誤能得出你的數字；請看下面的明細</translation>
    </message>
    <message>
        <source>This hand has no yakuman: type the han it counts</source>
        <translation>這手牌沒有役滿：請填寫它累計的番數</translation>
    </message>
    <message>
        <source>Several slips fit your number equally:</source>
        <translation>有幾種錯誤都能得出你的數字：</translation>
    </message>
    <message>
        <source> and </source>
        <translation>，並且</translation>
    </message>
</context>
<context>
    <name>DrawPage</name>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>聽牌</translation>
    </message>
    <message>
        <source>Noten</source>
        <translation>未聽牌</translation>
    </message>
    <message>
        <source>No payments.</source>
        <translation>無支付。</translation>
    </message>
    <message>
        <source>The dealer keeps the deal.</source>
        <translation>莊家連莊。</translation>
    </message>
    <message>
        <source>The deal passes.</source>
        <translation>莊家下莊。</translation>
    </message>
    <message>
        <source>Correct this draw</source>
        <translation>更正此流局</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>EXHAUSTIVE DRAW — TAP WHO IS TENPAI</source>
        <translation>荒牌流局 — 點選聽牌者</translation>
    </message>
    <message>
        <source>Apply draw</source>
        <translation>記錄流局</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>更正</translation>
    </message>
    <message>
        <source>ABORTIVE DRAW</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>CHOMBO — WHO?</source>
        <translation>錯和 — 是誰？</translation>
    </message>
    <message>
        <source>END THE GAME</source>
        <translation>結束對局</translation>
    </message>
    <message>
        <source>Dealer stops here</source>
        <translation>莊家在此結束</translation>
    </message>
    <message>
        <source>End the game now</source>
        <translation>立即結束對局</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>流局滿貫</translation>
    </message>
    <message>
        <source>Chombo: the offender pays a mangan as if another player had won by tsumo; the hand is replayed.</source>
        <translation>錯和：違規者按滿貫自摸反向支付，本局重打。</translation>
    </message>
    <message>
        <source>Chombo: the offender pays %1 to each other player; the hand is replayed.</source>
        <translation>錯和：違規者向其他每家支付 %1，本局重打。</translation>
    </message>
    <message>
        <source>Chombo: %1 off the offender&apos;s final result (after uma); the hand is replayed.</source>
        <translation>錯和：從違規者的最終成績中扣除 %1（在馬之後），本局重打。</translation>
    </message>
    <message>
        <source>(assumed: no rule text confirms it for these rules)</source>
        <translation>（假定：此規則無明文規定）</translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message>
        <source>%1m%2s</source>
        <comment>minutes and seconds</comment>
        <extracomment>a time taken: %1 minutes, %2 seconds (two digits)</extracomment>
        <translation>%1分%2秒</translation>
    </message>
    <message>
        <source>%1s</source>
        <comment>seconds</comment>
        <translation>%1秒</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <source>The tiles are not written in mpsz notation (like 123m456p11z).</source>
        <translation>牌的寫法不符合 mpsz 記法（例如 123m456p11z）。</translation>
    </message>
    <message>
        <source>%1 copies of %2 across the hand, melds and indicators; a kind appears at most 4 times.</source>
        <extracomment>%1 how many, %2 the tile (mpsz, e.g. 5m)</extracomment>
        <translation>手牌、副露和指示牌中共有 %1 張 %2；同一種牌最多只有 4 張。</translation>
    </message>
    <message>
        <source>%1 × %2, but these rules have only %3 red five(s) in that suit.</source>
        <extracomment>%1 how many, %2 the red five (0m, 0p or 0s), %3 how many the rules have</extracomment>
        <translation>有 %1 張 %2，但本規則中該花色的赤五只有 %3 張。</translation>
    </message>
    <message>
        <source>%1 tiles, %2 of them closed; with these melds the hand needs %3 tiles: %4 closed, including the winning tile.</source>
        <extracomment>%1 all tiles, %2 closed tiles, %3 tiles needed, %4 closed tiles needed</extracomment>
        <translation>共 %1 張牌，其中手牌 %2 張；按現有副露，和牌時應有 %3 張，即手牌 %4 張（含和牌張）。</translation>
    </message>
    <message>
        <source>A meld has the wrong tiles for its kind.</source>
        <translation>有一組副露的牌與其種類不符。</translation>
    </message>
    <message>
        <source>The winning tile %1 is not among the closed tiles.</source>
        <translation>和牌張 %1 不在手牌中。</translation>
    </message>
    <message>
        <source>%1 is not a winning hand: it does not split into four sets and a pair, seven pairs, or thirteen orphans.</source>
        <translation>%1 不是和牌型：既拆不成四組面子加一個雀頭，也不是七對子或國士無雙。</translation>
    </message>
    <message>
        <source>The hand has no yaku (dora alone do not make a win).</source>
        <translation>這手牌沒有役（只有寶牌不能和牌）。</translation>
    </message>
    <message>
        <source>The situation settings contradict each other.</source>
        <translation>和牌情況的設定互相矛盾。</translation>
    </message>
    <message>
        <source>The rule settings are not valid.</source>
        <translation>規則設定無效。</translation>
    </message>
    <message>
        <source>“%1” is not a tile digit or suit letter (m, p, s, z).</source>
        <translation>「%1」不是牌的數字或花色字母（m、p、s、z）。</translation>
    </message>
    <message>
        <source>The suit letter “%1” has no digits before it.</source>
        <translation>花色字母「%1」前面沒有數字。</translation>
    </message>
    <message>
        <source>%1 is not an honor tile (honors are 1z to 7z).</source>
        <translation>%1 不是字牌（字牌為 1z 至 7z）。</translation>
    </message>
    <message>
        <source>The digits “%1” have no suit letter after them.</source>
        <translation>數字「%1」後面沒有花色字母。</translation>
    </message>
    <message>
        <source>“%1” is not exactly one tile (write it like 5m, 0p or 7z).</source>
        <translation>「%1」不是恰好一張牌（請寫成 5m、0p 或 7z 這樣）。</translation>
    </message>
    <message>
        <source>The field “%1” is missing, unknown or of the wrong type.</source>
        <translation>欄位「%1」缺少、未知或類型錯誤。</translation>
    </message>
    <message>
        <source>A hand must be a JSON object.</source>
        <translation>手牌必須是一個 JSON 物件。</translation>
    </message>
    <message>
        <source>“%1” is too large (the limit is %2).</source>
        <extracomment>jsonio.check_bounds / loads_bounded: %1 the field (or nothing), %2 the limit</extracomment>
        <translation>「%1」過大（上限為 %2）。</translation>
    </message>
    <message>
        <source>“%1” is nested too deeply (at most %2 levels).</source>
        <translation>「%1」巢狀層數過多（最多 %2 層）。</translation>
    </message>
    <message>
        <source>This is not JSON text.</source>
        <translation>這不是 JSON 文字。</translation>
    </message>
    <message>
        <source>the input</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>%1 tiles; a winning hand without melds has 14, the winning tile included.</source>
        <translation>共 %1 張牌；沒有副露時和牌應為 14 張（含和牌張）。</translation>
    </message>
    <message>
        <source>The %1 %2 has %3 tiles; it needs %4.</source>
        <extracomment>%1 meld kind (translated), %2 its tiles (mpsz), %3 tiles it has, %4 tiles it needs</extracomment>
        <translation>%1 %2 有 %3 張牌，應為 %4 張。</translation>
    </message>
    <message>
        <source>The chi %1 is not three consecutive tiles of one suit.</source>
        <translation>吃 %1 不是同一花色的三張連續牌。</translation>
    </message>
    <message>
        <source>The %1 %2 is not made of one kind of tile.</source>
        <translation>%1 %2 不是由同一種牌組成的。</translation>
    </message>
    <message>
        <source>%1 melds; a hand has at most 4.</source>
        <translation>有 %1 組副露；一手牌最多 4 組。</translation>
    </message>
    <message>
        <source>%1 must be an object with “type” and “tiles”.</source>
        <translation>%1 必須是含有「type」和「tiles」的物件。</translation>
    </message>
    <message>
        <source>“%1” is not a meld type (chi, pon, minkan, ankan, kakan).</source>
        <translation>「%1」不是副露種類（chi、pon、minkan、ankan、kakan）。</translation>
    </message>
    <message>
        <source>%1 must be East, South, West or North.</source>
        <translation>%1 必須是東、南、西或北。</translation>
    </message>
    <message>
        <source>%1 must be a whole number, 0 or more.</source>
        <translation>%1 必須是不小於 0 的整數。</translation>
    </message>
    <message>
        <source>%1 on an open hand: riichi needs a closed hand.</source>
        <translation>副露後不能%1：立直需要門前清。</translation>
    </message>
    <message>
        <source>Open riichi without riichi: open riichi is a way of declaring riichi.</source>
        <translation>沒有立直就沒有亮立直：亮立直是立直的一種宣告方式。</translation>
    </message>
    <message>
        <source>Ippatsu without riichi: ippatsu is a win within one turn of riichi.</source>
        <translation>沒有立直就沒有一發：一發是立直後一巡內和牌。</translation>
    </message>
    <message>
        <source>Ippatsu with rinshan: the winner&apos;s own kan ends the ippatsu turn.</source>
        <translation>一發與嶺上開花不能同時成立：自己開槓就破了一發。</translation>
    </message>
    <message>
        <source>Haitei on a ron: haitei is a tsumo on the last tile (houtei is the ron).</source>
        <translation>榮和不能算海底摸月：海底是自摸最後一張牌（榮和最後一張捨牌是河底撈魚）。</translation>
    </message>
    <message>
        <source>Houtei on a tsumo: houtei is a ron on the last discard.</source>
        <translation>自摸不能算河底撈魚：河底是榮和最後一張捨牌。</translation>
    </message>
    <message>
        <source>Haitei with rinshan: a kan replacement tile is not the last tile.</source>
        <translation>海底摸月與嶺上開花不能同時成立：嶺上牌不是最後一張牌。</translation>
    </message>
    <message>
        <source>Rinshan on a ron: rinshan kaihou is a tsumo on the kan replacement tile.</source>
        <translation>榮和不能算嶺上開花：嶺上開花是開槓後自摸嶺上牌和牌。</translation>
    </message>
    <message>
        <source>Rinshan without a kan in the hand.</source>
        <translation>手中沒有槓，不能算嶺上開花。</translation>
    </message>
    <message>
        <source>Chankan on a tsumo: robbing a kan is a ron.</source>
        <translation>自摸不能算搶槓：搶槓是榮和。</translation>
    </message>
    <message>
        <source>Chankan with houtei: a robbed kan tile is not a discard.</source>
        <translation>搶槓與河底撈魚不能同時成立：被搶的槓牌不是捨牌。</translation>
    </message>
    <message>
        <source>Chankan on %1, but the hand holds another %1: the other three are in the robbed kan.</source>
        <translation>搶槓 %1，但手中還有一張 %1：另外三張應在被搶的槓裡。</translation>
    </message>
    <message>
        <source>Chankan on %1, but a dora indicator is %1: the other three are in the robbed kan.</source>
        <translation>搶槓 %1，但有一張寶牌指示牌是 %1：另外三張應在被搶的槓裡。</translation>
    </message>
    <message>
        <source>%1 and %2 cannot both apply.</source>
        <translation>%1與%2不能同時成立。</translation>
    </message>
    <message>
        <source>Tenhou for a non-dealer: tenhou is the dealer&apos;s win.</source>
        <translation>閒家不能天和：天和只屬於莊家。</translation>
    </message>
    <message>
        <source>Chiihou for the dealer: the dealer&apos;s first-draw win is tenhou.</source>
        <translation>莊家不能地和：莊家第一次摸牌就和牌是天和。</translation>
    </message>
    <message>
        <source>Renhou for the dealer: renhou is a non-dealer&apos;s win.</source>
        <translation>莊家不能人和：人和只屬於閒家。</translation>
    </message>
    <message>
        <source>%1 on a ron: it is a win on the first draw.</source>
        <translation>榮和不能算%1：它是第一次摸牌時的自摸和牌。</translation>
    </message>
    <message>
        <source>Renhou on a tsumo: renhou is a ron before the player&apos;s first draw.</source>
        <translation>自摸不能算人和：人和是自己第一次摸牌前的榮和。</translation>
    </message>
    <message>
        <source>%1 with a meld: no call is possible yet.</source>
        <translation>有副露就不能%1：那時還不可能鳴牌。</translation>
    </message>
    <message>
        <source>%1 with %2: impossible before the first discard.</source>
        <translation>%1與%2不能同時成立：第一次打牌之前不可能發生。</translation>
    </message>
    <message>
        <source>%1 dora indicators: at most 5 (one, plus one per kan).</source>
        <translation>有 %1 張寶牌指示牌：最多 5 張（1 張，每開一次槓再加 1 張）。</translation>
    </message>
    <message>
        <source>More ura dora indicators (%1) than dora indicators.</source>
        <translation>裏寶牌指示牌（%1 張）比寶牌指示牌多。</translation>
    </message>
    <message>
        <source>%1 plain %2, but the set has only %3 plain %2 (the others are the red %4).</source>
        <extracomment>%1 how many plain fives, %2 the plain five (5m), %3 plain fives in the set, %4 the red five (0m)</extracomment>
        <translation>有 %1 張普通的 %2，但這副牌只有 %3 張普通的 %2（其餘是赤五 %4）。</translation>
    </message>
    <message>
        <source>The rule option “%1” cannot be %2.</source>
        <extracomment>%1 the option&apos;s label, %2 the value given</extracomment>
        <translation>規則選項「%1」不能取值 %2。</translation>
    </message>
    <message>
        <source>Unknown rule preset “%1”.</source>
        <translation>未知的規則預設「%1」。</translation>
    </message>
    <message>
        <source>Unknown rule option “%1”.</source>
        <translation>未知的規則選項「%1」。</translation>
    </message>
    <message>
        <source>The rules must be a preset name or an object.</source>
        <translation>規則必須是預設名稱或物件。</translation>
    </message>
    <message>
        <source>%1 is not in the three-player set (2m to 8m are removed).</source>
        <extracomment>%1 the tile (mpsz, e.g. 5m)</extracomment>
        <translation>%1 不在三麻牌組中（二萬至八萬已去除）。</translation>
    </message>
    <message>
        <source>Chi %1: three players cannot chi (only pon and kan).</source>
        <extracomment>%1 the chi&apos;s tiles (mpsz)</extracomment>
        <translation>吃 %1：三麻不能吃（只能碰和槓）。</translation>
    </message>
    <message>
        <source>With three players the seats are East, South and West.</source>
        <translation>三麻只有東、南、西三個座位。</translation>
    </message>
    <message>
        <source>Kita with four players: North tiles are set aside only in three-player mahjong.</source>
        <translation>四人麻將不能拔北：只有三麻才把北拔出作為寶牌。</translation>
    </message>
    <message>
        <source>%1 with kita: a kita counts as a call, so the win is not on the first uninterrupted draw.</source>
        <extracomment>%1 tenhou or chiihou (translated)</extracomment>
        <translation>%1 與拔北同時出現：拔北視同鳴牌，和牌已不是第一巡未被打斷的摸牌。</translation>
    </message>
    <message>
        <source>Renhou with kita: a kita is set aside on one&apos;s own turn after a draw, and renhou is a ron before the first draw.</source>
        <translation>人和與拔北同時出現：拔北只能在自己摸牌後的回合進行，而人和是在第一次摸牌之前榮和。</translation>
    </message>
    <message>
        <source>Ippatsu on a double riichi with kita: a kita counts as a call. Set aside before the riichi it rules out double riichi; set aside after it, it ends the ippatsu turn.</source>
        <translation>雙立直加一發又有拔北：拔北視同鳴牌。立直之前拔北，就不能雙立直；立直之後拔北，一發就消了。</translation>
    </message>
    <message>
        <source>%1 Near misses: %2</source>
        <translation>%1差一點成立的役：%2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>FeedbackPanel</name>
    <message>
        <source>✓ All right</source>
        <translation>✓ 全部正確</translation>
    </message>
    <message>
        <source>✗ %1 of %2 right</source>
        <translation>✗ %2 項中答對 %1 項</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>支付</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>%1: several slips give your number; the likeliest:</source>
        <translation>%1：有幾種失誤都能得出你的數字，最可能的是：</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Learn this: %1</source>
        <translation>學習：%1</translation>
    </message>
    <message>
        <source>Other possibilities (%1)</source>
        <translation>其他可能（%1）</translation>
    </message>
    <message>
        <source>Noted: %1 will come back for review.</source>
        <translation>已記錄：%1 將在複習中再次出現。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Left open: your next answers will show which it was; until then none is counted against you.</source>
        <translation>先放著：接下來的答題會顯示是哪一個；在那之前不計入任何技能。</translation>
    </message>
    <message>
        <source>Which one was your slip? Your answer tells the trainer which skill to review; until then none is counted against you.</source>
        <translation>哪一個是你的失誤？你的回答會告訴訓練器該複習哪項技能；在你回答之前，不會記為任何技能的錯誤。</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>Not sure</source>
        <translation>不確定</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>%1 ✗</source>
        <translation>%1 ✗</translation>
    </message>
    <message>
        <source>%1: you said %2</source>
        <translation>%1：你答的是 %2</translation>
    </message>
</context>
<context>
    <name>Flag</name>
    <message>
        <source>Tsumo</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>榮和</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>雙立直</translation>
    </message>
    <message>
        <source>Open riichi</source>
        <translation>亮立直</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一發</translation>
    </message>
    <message>
        <source>Haitei (last tile)</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <source>Houtei (last discard)</source>
        <translation>河底撈魚</translation>
    </message>
    <message>
        <source>Rinshan (kan replacement tile)</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>Chankan (robbing a kan)</source>
        <translation>搶槓</translation>
    </message>
    <message>
        <source>Tenhou (blessing of heaven)</source>
        <translation>天和</translation>
    </message>
    <message>
        <source>Chiihou (blessing of earth)</source>
        <translation>地和</translation>
    </message>
    <message>
        <source>Renhou (blessing of man)</source>
        <translation>人和</translation>
    </message>
    <message>
        <source>Seat wind</source>
        <translation>自風</translation>
    </message>
    <message>
        <source>Round wind</source>
        <translation>場風</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>本場</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>立直棒</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>寶牌指示牌</translation>
    </message>
    <message>
        <source>Ura dora indicators</source>
        <translation>裏寶牌指示牌</translation>
    </message>
    <message>
        <source>Closed tiles</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>副露</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>和牌張</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Kita (North tiles set aside)</source>
        <translation>拔北（北風牌拔出）</translation>
    </message>
    <message>
        <source>Meld %1</source>
        <translation>副露 %1</translation>
    </message>
</context>
<context>
    <name>FuItem</name>
    <message>
        <source>Base (fuutei)</source>
        <translation>副底</translation>
    </message>
    <message>
        <source>Closed ron (menzen kafu)</source>
        <translation>門清榮和</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Open triplet of simples</source>
        <translation>明刻（中張牌）</translation>
    </message>
    <message>
        <source>Open triplet of terminals or honors</source>
        <translation>明刻（么九牌）</translation>
    </message>
    <message>
        <source>Closed triplet of simples</source>
        <translation>暗刻（中張牌）</translation>
    </message>
    <message>
        <source>Closed triplet of terminals or honors</source>
        <translation>暗刻（么九牌）</translation>
    </message>
    <message>
        <source>Open kan of simples</source>
        <translation>明槓（中張牌）</translation>
    </message>
    <message>
        <source>Open kan of terminals or honors</source>
        <translation>明槓（么九牌）</translation>
    </message>
    <message>
        <source>Closed kan of simples</source>
        <translation>暗槓（中張牌）</translation>
    </message>
    <message>
        <source>Closed kan of terminals or honors</source>
        <translation>暗槓（么九牌）</translation>
    </message>
    <message>
        <source>Pair of dragons</source>
        <translation>雀頭：三元牌</translation>
    </message>
    <message>
        <source>Pair of North (a yakuhai with three players)</source>
        <translation>雀頭：北（三麻役牌）</translation>
    </message>
    <message>
        <source>Pair of the seat wind</source>
        <translation>雀頭：自風</translation>
    </message>
    <message>
        <source>Pair of the round wind</source>
        <translation>雀頭：場風</translation>
    </message>
    <message>
        <source>Pair of the double wind (seat and round)</source>
        <translation>雀頭：連風（自風兼場風）</translation>
    </message>
    <message>
        <source>Kanchan wait (closed)</source>
        <translation>嵌張聽牌</translation>
    </message>
    <message>
        <source>Penchan wait (edge)</source>
        <translation>邊張聽牌</translation>
    </message>
    <message>
        <source>Tanki wait (pair)</source>
        <translation>單騎聽牌</translation>
    </message>
    <message>
        <source>Open pinfu shape (raised to 30)</source>
        <translation>副露平和型（計為30符）</translation>
    </message>
    <message>
        <source>Seven pairs (25 fu flat)</source>
        <translation>七對子（固定25符）</translation>
    </message>
    <message>
        <source>Rounded up to the next 10</source>
        <translation>進位至10符</translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n 次和牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n differ(s) from the log</source>
        <translation>
            <numerusform>%n 次與牌譜不一致</numerusform>
        </translation>
    </message>
    <message>
        <source>all agree with the log ✓</source>
        <translation>全部與牌譜一致 ✓</translation>
    </message>
    <message>
        <source>no wins</source>
        <translation>無人和牌</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) could not be read</source>
        <translation>
            <numerusform>%n 局無法讀取</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <source>Tenhou</source>
        <translation>天鳳</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>雀魂</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>牌譜</translation>
    </message>
    <message>
        <source>not a game log (Tenhou mjlog, tenhou.net/6 JSON or mjai)</source>
        <translation>不是牌譜（天鳳 mjlog、tenhou.net/6 JSON 或 mjai）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>檔案是空的</translation>
    </message>
    <message>
        <source>the file is cut short (a partial download?)</source>
        <translation>檔案不完整（下載沒有完成？）</translation>
    </message>
    <message>
        <source>the log is damaged</source>
        <translation>牌譜已損壞</translation>
    </message>
    <message>
        <source>the file is too large for a game log</source>
        <translation>檔案太大，不像牌譜</translation>
    </message>
    <message>
        <source>an old log format that is not supported</source>
        <translation>不支援的舊版牌譜格式</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>無法讀取檔案</translation>
    </message>
    <message>
        <source>its scores do not add up (the log looks damaged)</source>
        <translation>點數對不上（牌譜似乎已損壞）</translation>
    </message>
    <message>
        <source>the import was stopped while it was read</source>
        <translation>讀取時匯入已被中止</translation>
    </message>
    <message>
        <source>Scored under other rules than the game&apos;s.</source>
        <translation>按照與該對局不同的規則計算。</translation>
    </message>
    <message>
        <source>Likely a rule difference: it agrees with “%1” set to %2.</source>
        <translation>可能是規則差異：把「%1」設為 %2 時一致。</translation>
    </message>
    <message>
        <source>The log looks damaged: its own records disagree (its value is not what its han and fu pay, or its score changes are not what its value, honba and riichi sticks pay).</source>
        <translation>牌譜似乎已損壞：其記錄互相矛盾（記錄的點數與其番、符不符，或點數變化與其點數、本場、立直棒不符）。</translation>
    </message>
    <message>
        <source>The scorer refuses this hand: the log looks damaged.</source>
        <translation>計分器不接受這手牌：牌譜似乎已損壞。</translation>
    </message>
    <message>
        <source>No rule difference explains it: possibly a scoring mistake of ours. Please report it.</source>
        <translation>沒有任何規則差異能解釋：可能是我們的計分錯誤，請回報。</translation>
    </message>
    <message>
        <source>three players</source>
        <translation>三麻</translation>
    </message>
    <message>
        <source>at most %1 MB</source>
        <translation>最多 %1 MB</translation>
    </message>
    <message>
        <source>at most %1 games in a file</source>
        <translation>每個檔案最多 %1 場對局</translation>
    </message>
    <message>
        <source>at most %1 hands in a game</source>
        <translation>每場對局最多 %1 局</translation>
    </message>
    <message>
        <source>at most %1 hands in a file</source>
        <translation>每個檔案最多 %1 局</translation>
    </message>
    <message>
        <source>at most %1 lines of mjai</source>
        <translation>mjai 最多 %1 行</translation>
    </message>
    <message>
        <source>at most %1 XML elements</source>
        <translation>最多 %1 個 XML 元素</translation>
    </message>
    <message>
        <source>at most %1 XML attributes</source>
        <translation>最多 %1 個 XML 屬性</translation>
    </message>
    <message>
        <source>at most %1 bytes in one XML tag</source>
        <translation>每個 XML 標籤最多 %1 位元組</translation>
    </message>
    <message>
        <source>the file is too large for a game log (%1)</source>
        <translation>檔案太大，不像牌譜（%1）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>開</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關</translation>
    </message>
    <message>
        <source>Yaku only in the log: %1; only ours: %2</source>
        <translation>僅牌譜有的役：%1；僅我們有的役：%2</translation>
    </message>
    <message>
        <source>The scorer refuses the hand (%1)</source>
        <translation>計分器不接受這手牌（%1）</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>無滿貫</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>番</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>點數</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>滿貫等級</translation>
    </message>
    <message>
        <source>Score changes</source>
        <translation>點數變化</translation>
    </message>
    <message>
        <source>%1: the log %2, ours %3</source>
        <translation>%1：牌譜 %2，我們 %3</translation>
    </message>
    <message>
        <source>imported %1</source>
        <translation>%1 匯入</translation>
    </message>
</context>
<context>
    <name>GamesView</name>
    <message>
        <source>The imported games cannot be read: %1</source>
        <translation>無法讀取已匯入的對局：%1</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>匯入對局</translation>
    </message>
    <message>
        <source>Game logs (%1)</source>
        <translation>牌譜（%1）</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <source>The imported games cannot be stored: %1</source>
        <translation>無法儲存匯入的對局：%1</translation>
    </message>
    <message>
        <source>An import is running; drop the files again when it is done.</source>
        <translation>正在匯入；完成後請再拖入這些檔案。</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s)…</source>
        <translation>
            <numerusform>正在匯入 %n 個檔案…</numerusform>
        </translation>
    </message>
    <message>
        <source>The import was cancelled; some games it stored could not be taken out again.</source>
        <translation>匯入已取消，但已儲存的部分對局未能移除。</translation>
    </message>
    <message>
        <source>The import was cancelled: nothing of it was stored.</source>
        <translation>匯入已取消：未儲存任何內容。</translation>
    </message>
    <message>
        <source>The import stopped: %1</source>
        <translation>匯入中止：%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n game(s).</source>
        <translation>
            <numerusform>已匯入 %n 局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already here.</source>
        <translation>
            <numerusform>%n 局已經在列表中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) differ from their log — marked in red.</source>
        <translation>
            <numerusform>%n 次和牌與牌譜不一致，已用紅色標出。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>未匯入：%1</translation>
    </message>
    <message>
        <source>Look damaged: %1</source>
        <translation>似乎已損壞：%1</translation>
    </message>
    <message>
        <source>hand %1 could not be read: %2</source>
        <translation>%1無法讀取：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n hand(s) imported; %3</source>
        <translation>
            <numerusform>%1：%n 局中匯入了 %2 局；%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(and %n more)</source>
        <translation>
            <numerusform>（另有 %n 局）</numerusform>
        </translation>
    </message>
    <message>
        <source>Every player&apos;s wins</source>
        <translation>所有玩家的和牌</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) selected</source>
        <translation>
            <numerusform>已選 %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) of game %1 cannot be read from the games file (damaged there) and are left out; import its log file again to repair them.</source>
        <translation>
            <numerusform>對局 %1 中有 %n 個和了在對局檔案中已損壞，無法讀取，已略去；再次匯入該對局的牌譜檔案即可修復。</numerusform>
        </translation>
    </message>
    <message>
        <source>No wins to show here.</source>
        <translation>這裡沒有可顯示的和牌。</translation>
    </message>
    <message numerus="yes">
        <source>%n more not shown: select fewer games.</source>
        <translation>
            <numerusform>還有 %n 個未顯示：請少選幾局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n 次和牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Repaired: %1 of the imported games recovered into a fresh file; the damaged file was kept as %2.</source>
        <translation>已修復：%1 局已匯入的對局已恢復到新檔案；損壞的檔案保留為 %2。</translation>
    </message>
    <message>
        <source>A fresh imported games file was started; the old one was kept as %1.</source>
        <translation>已開始使用新的已匯入對局檔案；舊檔案保留為 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n deal-in(s)</source>
        <translation>
            <numerusform>%n 次放槍</numerusform>
        </translation>
    </message>
    <message>
        <source>Quiz me on these (%1)</source>
        <translation>用這些牌出題（%1）</translation>
    </message>
    <message>
        <source>Quiz me on these</source>
        <translation>用這些牌出題</translation>
    </message>
    <message>
        <source>Add to lesson deck</source>
        <translation>加入課件</translation>
    </message>
    <message>
        <source>Put the wins listed into the Classroom tab&apos;s lesson deck</source>
        <translation>將列出的和牌加入「課堂」頁的課件</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>你的對局</translation>
    </message>
    <message>
        <source>Import your saved games (Tenhou .mjlog, tenhou.net/6 JSON, mjai): every win is scored again and checked against what the log recorded.</source>
        <translation>匯入你儲存的對局（天鳳 .mjlog、tenhou.net/6 JSON、mjai）：每次和牌都會重新計分，並與牌譜的記錄核對。</translation>
    </message>
    <message>
        <source>Import games…</source>
        <translation>匯入對局…</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>還沒有對局</translation>
    </message>
    <message>
        <source>Drop game logs here, or import them: Tenhou .mjlog or .xml, tenhou.net/6 JSON (from NAGA, the Mortal reviewer, Mahjong Soul or Riichi City downloaders) and mjai logs. Four-player games.</source>
        <translation>把牌譜拖到這裡，或點擊匯入：天鳳 .mjlog 或 .xml、tenhou.net/6 JSON（來自 NAGA、Mortal 復盤工具、雀魂或 Riichi City 下載工具）以及 mjai 牌譜。僅限四人麻將。</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>顯示</translation>
    </message>
    <message>
        <source>and the hands they dealt into</source>
        <translation>以及該玩家放槍的牌</translation>
    </message>
</context>
<context>
    <name>Group</name>
    <message>
        <source>Sequence</source>
        <translation>順子</translation>
    </message>
    <message>
        <source>Triplet</source>
        <translation>刻子</translation>
    </message>
    <message>
        <source>Kan</source>
        <translation>槓子</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>雀頭</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>The newest %1 of %2 events; the score sheet lists them all.</source>
        <translation>顯示全部 %2 個事件中最新的 %1 個；成績表列出全部。</translation>
    </message>
    <message>
        <source>HISTORY</source>
        <translation>記錄</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>更正…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>刪除</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>返回課程</translation>
    </message>
    <message>
        <source>Check ⏎</source>
        <translation>核對 ⏎</translation>
    </message>
    <message>
        <source>Next ⏎</source>
        <translation>下一題 ⏎</translation>
    </message>
    <message>
        <source>Also ask:</source>
        <translation>另外還問：</translation>
    </message>
    <message>
        <source>The answer mode: the lesson&apos;s own question is always asked (it is what counts toward mastery); a mode asks its parts too</source>
        <translation>答題方式：本課自己的問題總會問到（它計入掌握進度）；選一種方式會把它的內容也一起問</translation>
    </message>
    <message>
        <source>nothing more</source>
        <translation>不加</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>點數</translation>
    </message>
    <message>
        <source>the han and fu</source>
        <translation>番數和符數</translation>
    </message>
    <message>
        <source>the fu</source>
        <translation>符數</translation>
    </message>
    <message>
        <source>Practise: %1</source>
        <translation>練習：%1</translation>
    </message>
    <message>
        <source>Given: %1</source>
        <translation>已知：%1</translation>
    </message>
    <message>
        <source>Pick every yaku of this hand (dora are not yaku).</source>
        <translation>選出這手牌的所有役（寶牌不是役）。</translation>
    </message>
    <message>
        <source>Then fill in the fields.</source>
        <translation>然後填寫各欄。</translation>
    </message>
    <message>
        <source>The fu and han are given: say what is paid.</source>
        <translation>符和番已給出：請回答支付的點數。</translation>
    </message>
    <message>
        <source>Add up the fu items: the sum before rounding.</source>
        <translation>把各項符加起來：回答進位之前的合計。</translation>
    </message>
    <message>
        <source>Count the fu item by item: the sum, then rounded up.</source>
        <translation>逐項算符：先求合計，再進位。</translation>
    </message>
    <message>
        <source>Count the han: every yaku, then the dora.</source>
        <translation>計算番數：先算所有役，再加寶牌。</translation>
    </message>
    <message>
        <source>Say the fu of this hand.</source>
        <translation>這手牌是幾符？</translation>
    </message>
    <message>
        <source>Fill in each field for this hand.</source>
        <translation>為這手牌填寫每一欄。</translation>
    </message>
    <message>
        <source>%1 (you said %2)</source>
        <translation>%1（你答的是%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>可學習</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>已掌握</translation>
    </message>
    <message>
        <source>Locked: master the lesson before it first</source>
        <translation>未解鎖：請先掌握前一課</translation>
    </message>
    <message>
        <source>Worked examples</source>
        <translation>例題</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Open as lesson deck</source>
        <translation>作為課件開啟</translation>
    </message>
    <message>
        <source>This lesson is ahead of you on the path. Read it and its examples now; its drill opens once you have mastered “%1”.</source>
        <translation>這一課在你目前進度之後。現在可以先讀課文和例題；掌握「%1」之後才能練習。</translation>
    </message>
    <message>
        <source>This lesson is ahead of you on the path. Read it and its examples now; its drill opens once you have mastered the lessons before it.</source>
        <translation>這一課在你目前進度之後。現在可以先讀課文和例題；掌握前面的課之後才能練習。</translation>
    </message>
    <message>
        <source>Go to “%1”</source>
        <translation>前往「%1」</translation>
    </message>
    <message>
        <source>COURSE</source>
        <translation>課程</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>實戰路線</translation>
    </message>
    <message>
        <source>Understand</source>
        <translation>原理路線</translation>
    </message>
    <message>
        <source>The payment tables first, then the fu and han that pick the row</source>
        <translation>先學點數表，再學決定查哪一行的符與番</translation>
    </message>
    <message>
        <source>The formula first: fu, rounding, han, base points, payments</source>
        <translation>先學公式：符、進位、番、基本點、支付</translation>
    </message>
    <message>
        <source>The quiz history cannot be read: %1</source>
        <translation>無法讀取練習紀錄：%1</translation>
    </message>
    <message>
        <source>%1 from each</source>
        <translation>每家%1</translation>
    </message>
    <message>
        <source>Mastered at 8 of the last 10 right, the last 3 in a row</source>
        <translation>最近10題答對8題、且最後3題連續答對即為掌握</translation>
    </message>
    <message>
        <source>%1 right in the last %3 (%2 needed) · %4 in a row (%5 needed)</source>
        <translation>最近 %3 題答對 %1 題（需 %2 題）· 連續答對 %4 題（需 %5 題）</translation>
    </message>
</context>
<context>
    <name>Limit</name>
    <message>
        <source>Mangan</source>
        <translation>滿貫</translation>
    </message>
    <message>
        <source>Haneman</source>
        <translation>跳滿</translation>
    </message>
    <message>
        <source>Baiman</source>
        <translation>倍滿</translation>
    </message>
    <message>
        <source>Sanbaiman</source>
        <translation>三倍滿</translation>
    </message>
    <message>
        <source>Kazoe yakuman (counted)</source>
        <translation>累計役滿</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役滿</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>雙倍役滿</translation>
    </message>
    <message>
        <source>Triple yakuman</source>
        <translation>三倍役滿</translation>
    </message>
    <message>
        <source>%1× yakuman</source>
        <translation>%1倍役滿</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Yaku names</source>
        <translation>役名寫法</translation>
    </message>
    <message>
        <source>In the interface language</source>
        <translation>隨介面語言</translation>
    </message>
    <message>
        <source>Kanji (立直)</source>
        <translation>漢字（立直）</translation>
    </message>
    <message>
        <source>Romaji (Riichi)</source>
        <translation>羅馬字（Riichi）</translation>
    </message>
    <message>
        <source>English (Ready Hand)</source>
        <translation>英文（Ready Hand）</translation>
    </message>
    <message>
        <source>(modified)</source>
        <translation>（已修改）</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Riichi Scoring Trainer</source>
        <translation>立直麻將算分練習</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>算分器</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>學習</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進度</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>課堂</translation>
    </message>
    <message>
        <source>This screen could not start: %1</source>
        <translation>此頁面無法啟動：%1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>套用</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Build the hand, then apply it.</source>
        <translation>輸入手牌後再套用。</translation>
    </message>
    <message>
        <source>About Riichi Scoring Trainer…</source>
        <translation>關於立直麻將算分練習…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>規則選項</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
</context>
<context>
    <name>Meld</name>
    <message>
        <source>Chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Open kan (minkan)</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan (ankan)</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kan (kakan)</source>
        <translation>加槓</translation>
    </message>
</context>
<context>
    <name>NearMiss</name>
    <message>
        <source>the hand is open</source>
        <translation>已經副露（不是門前清）</translation>
    </message>
    <message>
        <source>the wait is %1, not ryanmen</source>
        <translation>聽牌是%1，不是兩面</translation>
    </message>
    <message>
        <source>the pair %1 earns fu</source>
        <translation>雀頭 %1 有符</translation>
    </message>
    <message>
        <source>the hand has a triplet (%1)</source>
        <translation>手中有刻子（%1）</translation>
    </message>
    <message>
        <source>the %1 triplet was completed by ron, so it counts as open</source>
        <translation>%1 的刻子由榮和完成，算作明刻</translation>
    </message>
    <message>
        <source>only a hand in riichi gets ura dora</source>
        <translation>只有立直才能翻裏寶牌</translation>
    </message>
    <message>
        <source>open tanyao (kuitan) is off in these rules</source>
        <translation>本規則不允許食斷（副露斷么九）</translation>
    </message>
    <message>
        <source>pinfu on a tsumo is off in these rules</source>
        <translation>本規則不允許自摸平和</translation>
    </message>
    <message>
        <source>the wait is not ryanmen</source>
        <translation>聽牌不是兩面</translation>
    </message>
    <message>
        <source>the pair earns fu</source>
        <translation>雀頭有符</translation>
    </message>
    <message>
        <source>the hand has a triplet</source>
        <translation>手中有刻子</translation>
    </message>
    <message>
        <source>a triplet was completed by ron, so it counts as open</source>
        <translation>有刻子由榮和完成，算作明刻</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>Note</name>
    <message>
        <source>Renhou is off in these rules: the hand is scored without it.</source>
        <translation>本規則沒有人和：按沒有人和計分。</translation>
    </message>
    <message>
        <source>Ura dora indicators are ignored: the hand is not in riichi.</source>
        <translation>沒有立直，裏寶牌指示牌不計。</translation>
    </message>
    <message>
        <source>Ippatsu with %1 kita: a kita counts as a call, so this assumes every kita was set aside before the riichi (one set aside after it ends the ippatsu turn).</source>
        <extracomment>%1 how many kita</extracomment>
        <translation>一發且有 %1 張拔北：拔北視同鳴牌，因此這裡按所有拔北都在立直之前進行計算（立直之後拔北會消掉一發）。</translation>
    </message>
    <message>
        <source>Double riichi with %1 kita: a kita counts as a call, so this assumes every kita was set aside after the riichi (one set aside before it rules out double riichi).</source>
        <extracomment>%1 how many kita</extracomment>
        <translation>雙立直且有 %1 張拔北：拔北視同鳴牌，因此這裡按所有拔北都在立直之後進行計算（立直之前拔北就不能雙立直）。</translation>
    </message>
</context>
<context>
    <name>Payment</name>
    <message>
        <source>Discarder pays %1</source>
        <translation>放槍者支付 %1</translation>
    </message>
    <message>
        <source>Each of the two players pays %1</source>
        <translation>兩名閒家各支付 %1</translation>
    </message>
    <message>
        <source>Dealer pays %1; the other player %2</source>
        <translation>莊家支付 %1，另一名閒家支付 %2</translation>
    </message>
    <message>
        <source>Each player pays %1</source>
        <translation>每家支付 %1</translation>
    </message>
    <message>
        <source>Dealer pays %1; each other player %2</source>
        <translation>莊家支付 %1，其他閒家各支付 %2</translation>
    </message>
    <message>
        <source>North&apos;s share (%1) is not paid: tsumo loss</source>
        <translation>北家的份額（%1）無人支付：自摸損</translation>
    </message>
    <message>
        <source>North&apos;s share (%1) is split between the two payers</source>
        <translation>北家的份額（%1）由兩名支付者平分</translation>
    </message>
    <message>
        <source>No tsumo loss: the ron value is split between the two payers</source>
        <translation>無自摸損：按榮和點數由兩名支付者分攤</translation>
    </message>
    <message>
        <source>Includes %1 for honba and %2 for riichi sticks</source>
        <translation>含本場 %1、立直棒 %2</translation>
    </message>
    <message>
        <source>Includes %1 for honba</source>
        <translation>含本場 %1</translation>
    </message>
    <message>
        <source>Includes %1 for riichi sticks</source>
        <translation>含立直棒 %1</translation>
    </message>
    <message>
        <source>+%1 for riichi sticks</source>
        <translation>立直棒 +%1</translation>
    </message>
    <message>
        <source>%1: the winner receives %2</source>
        <translation>%1：和牌者共得 %2</translation>
    </message>
</context>
<context>
    <name>PracticeCalendar</name>
    <message numerus="yes">
        <source>%1: %n answer(s)</source>
        <translation>
            <numerusform>%1：%n 個答案</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no practice</source>
        <translation>%1：沒有練習</translation>
    </message>
</context>
<context>
    <name>PresenterView</name>
    <message>
        <source>Presenter view</source>
        <translation>簡報者檢視</translation>
    </message>
    <message>
        <source>NOTE</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>NEXT KEY PRESS</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>NEXT HAND</source>
        <translation>下一手牌</translation>
    </message>
    <message>
        <source>This is the last hand.</source>
        <translation>這是最後一手牌。</translation>
    </message>
    <message>
        <source>Space or → next · ← back · Ctrl+→ next hand · A reveal all · Ctrl+= / Ctrl+- zoom the projected screen · P closes this window</source>
        <translation>空白鍵或 → 下一步 · ← 上一步 · Ctrl+→ 下一手牌 · A 全部顯示 · Ctrl+= / Ctrl+- 縮放投影畫面 · P 關閉此視窗</translation>
    </message>
    <message>
        <source>No note for this hand.</source>
        <translation>這手牌沒有備註。</translation>
    </message>
    <message>
        <source>The next hand&apos;s question</source>
        <translation>下一手牌的問題</translation>
    </message>
    <message>
        <source>Nothing: the end of the lesson</source>
        <translation>沒有了：課程結束</translation>
    </message>
    <message>
        <source>The next hand cannot be scored; it is shown as a message.</source>
        <translation>下一手牌無法計分，將以說明文字顯示。</translation>
    </message>
</context>
<context>
    <name>PresenterWindow</name>
    <message>
        <source>This hand cannot be scored: %1</source>
        <extracomment>The slide of a lesson-deck hand the scorer refuses; %1 is the reason (a sentence).</extracomment>
        <translation>這手牌無法計分：%1</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>第 %1 手，共 %2 手</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>Tenhou</source>
        <translation>天鳳</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>雀魂</translation>
    </message>
    <message>
        <source>WRC (World Riichi Championship)</source>
        <translation>WRC（世界立直麻將錦標賽）</translation>
    </message>
    <message>
        <source>EMA (European Mahjong Association)</source>
        <translation>EMA（歐洲麻將協會）</translation>
    </message>
    <message>
        <source>M.League</source>
        <translation>M聯賽</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>古典規則</translation>
    </message>
    <message>
        <source>Arcade</source>
        <translation>街機規則</translation>
    </message>
    <message>
        <source>Tenhou, three players</source>
        <translation>天鳳三麻</translation>
    </message>
    <message>
        <source>Mahjong Soul, three players</source>
        <translation>雀魂三麻</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>right (%)</source>
        <translation>正確率（%）</translation>
    </message>
    <message>
        <source>median time (s)</source>
        <translation>用時中位數（秒）</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>正確率</translation>
    </message>
    <message>
        <source>Median answer time</source>
        <translation>答題用時中位數</translation>
    </message>
    <message>
        <source>today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>skills</source>
        <translation>技能</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <source>The quiz history cannot be opened (%1). The file was left as it is; nothing can be shown or practised from it.</source>
        <translation>無法開啟練習紀錄（%1）。檔案保持原樣；無法從中顯示或練習。</translation>
    </message>
    <message>
        <source>Reading your progress…</source>
        <translation>正在讀取你的進度…</translation>
    </message>
    <message>
        <source>Your progress could not be read (%1).</source>
        <translation>無法讀取你的進度（%1）。</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進度</translation>
    </message>
    <message>
        <source>Export your history</source>
        <translation>匯出練習紀錄</translation>
    </message>
    <message>
        <source>History (*.json)</source>
        <translation>練習紀錄 (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) exported.</source>
        <translation>
            <numerusform>已匯出 %n 個答案。</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting your history…</source>
        <translation>正在匯出練習紀錄…</translation>
    </message>
    <message>
        <source>Import a history</source>
        <translation>匯入練習紀錄</translation>
    </message>
    <message>
        <source>Added %1 session(s) and %2 answer(s); the rest was already here.</source>
        <translation>新增了 %1 次練習、%2 個答案；其餘已經存在。</translation>
    </message>
    <message>
        <source>Importing a history…</source>
        <translation>正在匯入練習紀錄…</translation>
    </message>
    <message>
        <source>Export history…</source>
        <translation>匯出紀錄…</translation>
    </message>
    <message>
        <source>Import history…</source>
        <translation>匯入紀錄…</translation>
    </message>
    <message>
        <source>Reading your history…</source>
        <translation>正在讀取你的練習紀錄…</translation>
    </message>
    <message>
        <source>Your progress starts with your first answer</source>
        <translation>從第一個答案開始記錄你的進度</translation>
    </message>
    <message>
        <source>Answer a few quiz hands. Every answer tells the trainer which skills you know — each fu item, each yaku, reading the dora, the limits and the payments — and the ones you miss come back for review, spaced out so they stick.</source>
        <translation>先做幾道練習題。每個答案都會告訴訓練器你掌握了哪些技能——每一種符、每一個役、寶牌的看法、滿貫等上限和點數支付——答錯的技能會按間隔安排複習，讓你真正記住。</translation>
    </message>
    <message>
        <source>Start a quiz</source>
        <translation>開始練習</translation>
    </message>
    <message>
        <source>Skills to learn</source>
        <translation>要學的技能</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>not practised yet</source>
        <translation>尚未練習</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>薄弱</translation>
    </message>
    <message>
        <source>getting there</source>
        <translation>漸入佳境</translation>
    </message>
    <message>
        <source>known</source>
        <translation>已掌握</translation>
    </message>
    <message>
        <source>blue ring: due for review · click a skill to practise it</source>
        <translation>藍框：待複習 · 點擊技能即可練習</translation>
    </message>
    <message>
        <source>Accuracy and answer time, by week</source>
        <translation>每週正確率與答題用時</translation>
    </message>
    <message>
        <source>Practice days</source>
        <translation>練習日</translation>
    </message>
    <message>
        <source>Reviews due in the next 14 days</source>
        <translation>未來14天待複習</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>練習紀錄</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s) — each lights up as you practise it; click one to practise it now.</source>
        <translation>
            <numerusform>共 %n 項技能——練習後就會亮起；點擊任一項立刻練習。</numerusform>
        </translation>
    </message>
    <message>
        <source>Skills due for review now</source>
        <translation>現在待複習的技能</translation>
    </message>
    <message>
        <source>Weakest first: %1</source>
        <translation>最薄弱的：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Nothing due now — practise anything, or review ahead.</source>
        <translation>現在沒有待複習的技能——隨意練習，或提前複習。</translation>
    </message>
    <message>
        <source>Review (%1) ⏎</source>
        <translation>複習（%1）⏎</translation>
    </message>
    <message>
        <source>Review ahead</source>
        <translation>提前複習</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近7天</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) · %1% right · %2 median</source>
        <translation>
            <numerusform>%n 個答案 · 正確 %1% · 用時中位數 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No practice this week yet</source>
        <translation>這週還沒有練習</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) in all · %1 of %2 skills practised</source>
        <translation>
            <numerusform>共 %n 個答案 · 已練習 %2 項技能中的 %1 項</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>Pair fu</source>
        <translation>雀頭符</translation>
    </message>
    <message>
        <source>Wait fu</source>
        <translation>聽牌符</translation>
    </message>
    <message>
        <source>Meld fu</source>
        <translation>面子符</translation>
    </message>
    <message>
        <source>Whole-hand fu</source>
        <translation>整手牌的符</translation>
    </message>
    <message>
        <source>Yaku and han</source>
        <translation>役與番數</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>滿貫以上</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支付點數</translation>
    </message>
    <message>
        <source>Fu by the six shapes</source>
        <translation>六種牌型的符</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>綜合</translation>
    </message>
    <message>
        <source>Dragon, seat-wind, round-wind and double-wind pairs</source>
        <translation>三元牌、自風、場風與連風雀頭</translation>
    </message>
    <message>
        <source>Kanchan, penchan and tanki; hands read more than one way</source>
        <translation>嵌張、邊張與單騎；有多種拆法的牌</translation>
    </message>
    <message>
        <source>Triplets and kans: open or closed, simples or terminals</source>
        <translation>刻子與槓子：明或暗，中張或么九</translation>
    </message>
    <message>
        <source>The whole count: closed ron, tsumo, pinfu, seven pairs</source>
        <translation>完整計符：門清榮和、自摸、平和、七對子</translation>
    </message>
    <message>
        <source>Which yaku, open reductions and dora</source>
        <translation>有哪些役、副露減番與寶牌</translation>
    </message>
    <message>
        <source>Mangan and up, yakuman</source>
        <translation>滿貫以上與役滿</translation>
    </message>
    <message>
        <source>Ron and tsumo, dealer, honba and riichi sticks</source>
        <translation>榮和與自摸、莊家、本場與立直棒</translation>
    </message>
    <message>
        <source>Seven pairs 25, pinfu 30 or 20, closed ron 40, tsumo 30, open 30, toitoi 40</source>
        <translation>七對子25、平和30或20、門前榮和40、自摸30、副露30、對對和40</translation>
    </message>
    <message>
        <source>A bit of everything</source>
        <translation>各種題目都有</translation>
    </message>
    <message>
        <source>Level 1 · closed, one reading</source>
        <extracomment>The quiz&apos;s level names (the same messages as the Quiz tab&apos;s, context &quot;Quiz&quot;).</extracomment>
        <translation>第1級 · 門前清，只有一種拆法</translation>
    </message>
    <message>
        <source>Level 2 · everyday hands</source>
        <translation>第2級 · 常見牌型</translation>
    </message>
    <message>
        <source>Level 3 · hands with a catch</source>
        <translation>第3級 · 有陷阱的牌</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Fu before rounding</source>
        <translation>進位前的符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>番</translation>
    </message>
    <message>
        <source>Discarder pays</source>
        <translation>放槍者支付</translation>
    </message>
    <message>
        <source>Dealer pays</source>
        <translation>莊家支付</translation>
    </message>
    <message>
        <source>Each other player pays</source>
        <translation>其他閒家各支付</translation>
    </message>
    <message>
        <source>Each player pays</source>
        <translation>每家支付</translation>
    </message>
    <message>
        <source>The other player pays</source>
        <translation>另一名閒家付</translation>
    </message>
    <message>
        <source>Each of the two players pays</source>
        <translation>兩名閒家各付</translation>
    </message>
    <message>
        <source>Total received</source>
        <translation>總收入</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>%1 (completed by ron: counts as open)</source>
        <translation>%1（榮和完成：算作明刻）</translation>
    </message>
    <message>
        <source>Total %1: already a multiple of 10</source>
        <translation>合計 %1 符：已是 10 的倍數，無需進位</translation>
    </message>
    <message>
        <source>Rounded up: %1 → %2</source>
        <translation>進位：%1 → %2</translation>
    </message>
    <message>
        <source>Another reading (%1 wait): %2 han %3 fu — not chosen</source>
        <translation>另一種拆法（%1聽牌）：%2番%3符 — 未採用</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 (open: one han less)</source>
        <translation>%1（副露減 1 番）</translation>
    </message>
    <message>
        <source>Not counted — %1</source>
        <translation>不成立 — %1</translation>
    </message>
    <message>
        <source>You left out %1</source>
        <translation>漏了 %1</translation>
    </message>
    <message>
        <source>Not in this hand — %1</source>
        <translation>本手牌沒有 — %1</translation>
    </message>
    <message>
        <source>%1: the limit sets the base points</source>
        <translation>%1：基本點為固定值</translation>
    </message>
    <message>
        <source>Base points: %1 fu × 2^(%2 + 2)</source>
        <translation>基本點：%1符 × 2^(%2 + 2)</translation>
    </message>
    <message>
        <source>Not needed: yakuman</source>
        <translation>無需算符：役滿</translation>
    </message>
    <message>
        <source>Not needed: %1</source>
        <translation>無需算符：%1</translation>
    </message>
    <message>
        <source>← possible slip</source>
        <translation>← 可能的失誤</translation>
    </message>
    <message>
        <source>← your slip</source>
        <translation>← 你的錯誤</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <extracomment>%1 what was typed</extracomment>
        <translation>「%1」不是數字。</translation>
    </message>
    <message>
        <source>%1 is not a fu count: fu are 20, 25, or 30 to 170 in tens.</source>
        <extracomment>%1 the number typed</extracomment>
        <translation>%1 不是符數：符數為 20、25，或 30 到 170 之間的十的倍數。</translation>
    </message>
    <message>
        <source>%1 is not a fu count before rounding: an even number from 20 to 170, or 25.</source>
        <translation>%1 不是進位前的符數：應為 20 到 170 之間的偶數，或 25。</translation>
    </message>
    <message>
        <source>A winning hand has at least 1 han.</source>
        <translation>和牌至少有 1 番。</translation>
    </message>
    <message>
        <source>No hand counts %1 han (at most %2). For a yakuman type Y.</source>
        <extracomment>%1 the number typed, %2 the most</extracomment>
        <translation>沒有手牌能有 %1 番（最多 %2 番）。役滿請輸入 Y。</translation>
    </message>
    <message>
        <source>No hand is worth %1 yakuman (at most %2).</source>
        <extracomment>%1 the count typed, %2 the most</extracomment>
        <translation>沒有手牌值 %1 倍役滿（最多 %2 倍）。</translation>
    </message>
    <message>
        <source>A payment is more than 0.</source>
        <translation>支付點數必須大於 0。</translation>
    </message>
    <message>
        <source>%1 is not a payment: payments are rounded up to 100.</source>
        <extracomment>%1 the number typed</extracomment>
        <translation>%1 不是支付點數：支付點數都進位到百位。</translation>
    </message>
    <message>
        <source>%1 is more than any hand pays (at most %2).</source>
        <extracomment>%1 the number typed, %2 the most</extracomment>
        <translation>%1 超過了任何手牌的支付點數（最多 %2）。</translation>
    </message>
    <message>
        <source>Yakuman: type Y (double: 2Y)</source>
        <translation>役滿：輸入 Y（雙倍：2Y）</translation>
    </message>
    <message>
        <source>%1 left empty: press Enter again to check without it, or fill it in.</source>
        <translation>%1 未填寫：再按一次 Enter 即不填直接核對，或者先填上。</translation>
    </message>
    <message>
        <source>%1 × base, rounded up to 100</source>
        <translation>基本點 × %1，進位至百位</translation>
    </message>
    <message>
        <source>What the players pay</source>
        <translation>各家支付</translation>
    </message>
    <message>
        <source>+ %1 for %2 honba</source>
        <translation>+ %1（%2 本場）</translation>
    </message>
    <message>
        <source>+ %1 for the riichi sticks on the table (%2)</source>
        <translation>+ %1（場上立直棒 %2 根）</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>QuizQuestionPage</name>
    <message>
        <source>End session</source>
        <translation>結束練習</translation>
    </message>
    <message>
        <source>Check  ⏎</source>
        <translation>核對  ⏎</translation>
    </message>
    <message>
        <source>Next  ⏎</source>
        <translation>下一題  ⏎</translation>
    </message>
    <message>
        <source>Copy hand code</source>
        <translation>複製手牌代碼</translation>
    </message>
    <message>
        <source>Open in calculator</source>
        <translation>在算分器中開啟</translation>
    </message>
    <message>
        <source>Alt+1…: which slip · Enter: next question</source>
        <translation>Alt+1…：選擇失誤 · Enter：下一題</translation>
    </message>
    <message>
        <source>Tab: next field · Enter: check</source>
        <translation>Tab：下一欄 · Enter：核對</translation>
    </message>
    <message>
        <source>Hand code: %1</source>
        <translation>手牌代碼：%1</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>第 %1 題，共 %2 題</translation>
    </message>
    <message>
        <source>Question %1</source>
        <translation>第 %1 題</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>第 %1 級</translation>
    </message>
    <message>
        <source>Practising: %1</source>
        <translation>練習：%1</translation>
    </message>
    <message>
        <source>Fix the value marked in red, then press Enter.</source>
        <translation>請修改標紅的數值，然後按 Enter。</translation>
    </message>
    <message>
        <source>Enter: next question</source>
        <translation>Enter：下一題</translation>
    </message>
</context>
<context>
    <name>QuizSetupPage</name>
    <message>
        <source>Quiz</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>練習內容</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>難度</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>題量</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>題數</translation>
    </message>
    <message>
        <source>Timed run instead:</source>
        <translation>改為限時：</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分鐘</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答題方式</translation>
    </message>
    <message>
        <source>Han and fu</source>
        <translation>番數和符數</translation>
    </message>
    <message>
        <source>Say the han and the fu of each hand</source>
        <translation>每手牌回答番數和符數</translation>
    </message>
    <message>
        <source>Points only</source>
        <translation>只答點數</translation>
    </message>
    <message>
        <source>Say only what is paid: the fu and han are not asked</source>
        <translation>只回答支付的點數，不問符數和番數</translation>
    </message>
    <message>
        <source>Fu only</source>
        <translation>只答符數</translation>
    </message>
    <message>
        <source>Say only the fu, limit hand or not (a yakuman, which has no fu, asks its han)</source>
        <translation>只回答符數，滿貫以上也問（役滿沒有符，改問番數）</translation>
    </message>
    <message>
        <source>Also ask</source>
        <translation>另外還問</translation>
    </message>
    <message>
        <source>The points each player pays</source>
        <translation>每家支付的點數</translation>
    </message>
    <message>
        <source>The yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu before rounding</source>
        <translation>進位前的符</translation>
    </message>
    <message>
        <source>Skip fu on limit hands (5 han and up, yakuman)</source>
        <translation>滿貫以上（5番以上、役滿）不問符</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Start  ⏎</source>
        <translation>開始  ⏎</translation>
    </message>
    <message>
        <source>You see a winning hand; you say the points paid for it. Every answer is checked against the scorer and explained, tile by tile.</source>
        <translation>看一副和牌，說出它得到的點數。每個答案都由算分程式核對，並逐張牌解釋。</translation>
    </message>
    <message>
        <source>You see a winning hand; you say its fu. Every answer is checked against the scorer and explained, tile by tile.</source>
        <translation>看一副和牌，說出它的符數。每個答案都由算分程式核對，並逐張牌解釋。</translation>
    </message>
    <message>
        <source>You see a winning hand; you say its han and fu. Every answer is checked against the scorer and explained, tile by tile.</source>
        <translation>看一副和牌，說出它的番數與符數。每個答案都由算分程式核對，並逐張牌解釋。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s) due for review — weakest: %1</source>
        <translation>
            <numerusform>%n 項技能待複習——最薄弱的：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Review (%1 due)</source>
        <translation>複習（%1 項待複習）</translation>
    </message>
    <message numerus="yes">
        <source>Nothing due for review today; the next skills come back in %n day(s).</source>
        <translation>
            <numerusform>今天沒有待複習的技能；下一批 %n 天後到期。</numerusform>
        </translation>
    </message>
    <message>
        <source>Review ahead</source>
        <translation>提前複習</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <comment>rules: a preset with options changed</comment>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>%1 — as chosen at the top of the window</source>
        <translation>%1——與視窗頂部的選擇相同</translation>
    </message>
    <message>
        <source>Payments questions always ask the points.</source>
        <translation>支付點數題目總會詢問點數。</translation>
    </message>
</context>
<context>
    <name>QuizSummaryPage</name>
    <message>
        <source>Session summary</source>
        <translation>練習小結</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新的練習</translation>
    </message>
    <message>
        <source>Retry the missed ones  ⏎</source>
        <translation>重做答錯的題  ⏎</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n hand(s) fully right</source>
        <translation>
            <numerusform>%n 副牌中全對 %1 副</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s per hand</source>
        <translation>每副 %1 秒</translation>
    </message>
    <message>
        <source>By topic</source>
        <translation>按題型</translation>
    </message>
    <message>
        <source>By part</source>
        <translation>按答題項</translation>
    </message>
    <message>
        <source>Missed hands (%1)</source>
        <translation>答錯的牌（%1）</translation>
    </message>
    <message>
        <source>None — every hand fully right.</source>
        <translation>沒有——每副牌都全對。</translation>
    </message>
    <message>
        <source>%1: %2, not %3</source>
        <translation>%1：應為 %2，而不是 %3</translation>
    </message>
    <message>
        <source>%1: %2 (left empty)</source>
        <translation>%1：%2（未填寫）</translation>
    </message>
    <message>
        <source>Open in calculator</source>
        <translation>在算分器中開啟</translation>
    </message>
    <message>
        <source>See this hand scored and explained in the calculator</source>
        <translation>在算分器中查看這手牌的算分與講解</translation>
    </message>
</context>
<context>
    <name>QuizView</name>
    <message numerus="yes">
        <source>%n answer(s) kept from an earlier run were added to the history.</source>
        <translation>
            <numerusform>上次執行時保留的 %n 個答案已加入歷史紀錄。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Repaired: %n answer(s) recovered into a fresh file; the damaged file was kept as %1.</source>
        <translation>
            <numerusform>已修復：%n 個答案已復原到新檔案中；損壞的檔案保留為 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>A fresh history file was started; the old one was kept as %1.</source>
        <translation>已新建歷史紀錄檔案；舊檔案保留為 %1。</translation>
    </message>
    <message>
        <source>The quiz history is in use by another program (%1). Close it, then try again.</source>
        <translation>測驗歷史紀錄正被其他程式使用（%1）。請關閉該程式後重試。</translation>
    </message>
    <message>
        <source>The quiz history cannot be written (%1). Make it writable, then try again.</source>
        <translation>無法寫入測驗歷史紀錄（%1）。請使其可寫入後重試。</translation>
    </message>
    <message>
        <source>The quiz history file is damaged (%1). Repair copies every answer that can still be read into a fresh file; Start a fresh file begins an empty one. The old file is kept either way.</source>
        <translation>測驗歷史紀錄檔案已損壞（%1）。「修復」會把仍可讀取的所有答案複製到新檔案；「新建檔案」會開始一個空檔案。兩種方式都會保留舊檔案。</translation>
    </message>
    <message>
        <source>The file where the quiz history belongs is not a quiz history (%1). Start a fresh file begins an empty one; the other file is kept.</source>
        <translation>測驗歷史紀錄所在位置的檔案並不是測驗歷史紀錄（%1）。「新建檔案」會開始一個空檔案；原有檔案會保留。</translation>
    </message>
    <message>
        <source>The quiz history was written by a newer version of this program (%1); it is left as it is. Use the newer version, or start a fresh file (the old one is kept).</source>
        <translation>測驗歷史紀錄由本程式的較新版本寫入（%1），將保持原樣。請使用較新版本，或新建檔案（舊檔案會保留）。</translation>
    </message>
    <message>
        <source>The quiz history cannot be opened (%1); answers will not be saved.</source>
        <translation>無法開啟練習記錄（%1）；答案將不會儲存。</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved (%1). They are kept and saved before the next question.</source>
        <translation>
            <numerusform>有 %n 個答案未能儲存（%1）。它們會保留下來，並在下一題之前儲存。</numerusform>
        </translation>
    </message>
    <message>
        <source>Until then they wait in %1 and are not lost if the program stops.</source>
        <translation>在此之前它們暫存在 %1 中，即使程式停止也不會遺失。</translation>
    </message>
    <message>
        <source>The quiz cannot start: the history file refused to record it (%1).</source>
        <translation>練習無法開始：練習記錄檔拒絕寫入（%1）。</translation>
    </message>
    <message>
        <source>The end of the session could not be recorded (%1).</source>
        <translation>未能記錄本輪練習的結束（%1）。</translation>
    </message>
    <message>
        <source>Retry saving</source>
        <translation>重試儲存</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重試</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修復</translation>
    </message>
    <message>
        <source>Start a fresh file</source>
        <translation>新建檔案</translation>
    </message>
    <message>
        <source>Answers kept from an earlier run could not be added yet (%1); they stay in %2.</source>
        <translation>上次執行時保留的答案暫時無法加入（%1）；它們仍保存在 %2 中。</translation>
    </message>
    <message>
        <source>Answers not saved</source>
        <translation>答案未儲存</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved in the quiz history (%1).</source>
        <translation>
            <numerusform>%n 個答案未能儲存到測驗歷史紀錄中（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>They wait in %1 and are added to the history the next time the quiz opens.</source>
        <translation>它們暫存在 %1 中，下次開啟測驗時會加入歷史紀錄。</translation>
    </message>
    <message>
        <source>Quit, keep them for next time</source>
        <translation>退出，留待下次儲存</translation>
    </message>
    <message>
        <source>They could not be kept anywhere else either: quitting now loses them.</source>
        <translation>也無法把它們保存到其他地方：現在退出將遺失這些答案。</translation>
    </message>
    <message>
        <source>Quit without them</source>
        <translation>不儲存直接退出</translation>
    </message>
    <message>
        <source>Try saving again</source>
        <translation>再次嘗試儲存</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>The current hand cannot be scored: the red line under the hand says why.</source>
        <translation>目前手牌無法算分：手牌下方的紅字說明了原因。</translation>
    </message>
    <message>
        <source>This hand cannot be scored yet: the red line under the hand says why.</source>
        <translation>這手牌還無法計分：手牌下方的紅字說明了原因。</translation>
    </message>
    <message>
        <source>Last valid hand</source>
        <translation>上一手有效的牌</translation>
    </message>
    <message>
        <source>1. Click tiles in the palette, or type a hand in the notation box, e.g. 234m456p678s33355s. Right-click a palette tile for a chi, pon or kan.</source>
        <translation>1. 單擊牌區的牌，或在記法框中輸入手牌，例如 234m456p678s33355s。右鍵單擊牌區的牌可吃、碰、槓。</translation>
    </message>
    <message>
        <source>2. The last tile added is the winning tile; click another tile of the hand to change it.</source>
        <translation>2. 最後加入的牌是和牌張；單擊手牌中的其他牌可更換。</translation>
    </message>
    <message>
        <source>3. Choose Ron or Tsumo and the situation: the score, the yaku and the fu appear here.</source>
        <translation>3. 選擇榮和或自摸以及和牌情況：點數、役和符會顯示在這裡。</translation>
    </message>
    <message>
        <source>Ctrl+R deals a random hand; F1 lists the keyboard shortcuts.</source>
        <translation>Ctrl+R 隨機發牌；F1 查看鍵盤快速鍵。</translation>
    </message>
    <message numerus="yes">
        <source>Add %n more tile(s) to see the waits.</source>
        <translation>
            <numerusform>再加 %n 張即可查看聽牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a tile in the hand to make it the winning tile.</source>
        <translation>單擊手牌中的一張牌設為和牌張。</translation>
    </message>
    <message>
        <source>Kiriage: 4 han 30 fu and 3 han 60 fu are paid as mangan.</source>
        <translation>切上滿貫：4番30符與3番60符按滿貫計。</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>han</source>
        <translation>番</translation>
    </message>
    <message>
        <source>open: −1 han</source>
        <translation>副露減 1 番</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>completed by ron: counts as open</source>
        <translation>榮和完成：算作明刻</translation>
    </message>
    <message>
        <source>%1 fu, rounded up to %2</source>
        <translation>%1符，進位為%2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Readings considered (%1)</source>
        <translation>比較過的拆法（%1）</translation>
    </message>
    <message>
        <source>Near misses (%1)</source>
        <translation>差一點成立的役（%1）</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>無役</translation>
    </message>
    <message>
        <source>Tenpai: the hand wins on these tiles</source>
        <translation>聽牌：和這些牌</translation>
    </message>
    <message>
        <source>Not tenpai: no tile completes this hand.</source>
        <translation>未聽牌：沒有哪張牌能和。</translation>
    </message>
    <message>
        <source>Click a value to win on that tile.</source>
        <translation>單擊點數即以該張牌和牌。</translation>
    </message>
</context>
<context>
    <name>Reveal</name>
    <message>
        <source>How many han and fu? What does it pay?</source>
        <translation>幾番幾符？得多少點？</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Read as %1 · %2 wait</source>
        <translation>拆解為 %1 · %2聽牌</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1%2，%3</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>無役</translation>
    </message>
    <message>
        <source>%1 Also possible: %2 wait (%3).</source>
        <translation>%1 也可以看作：%2聽牌（%3）。</translation>
    </message>
    <message>
        <source>open: −1 han</source>
        <translation>副露減 1 番</translation>
    </message>
    <message>
        <source>completed by ron: counts as open</source>
        <translation>榮和完成：算作明刻</translation>
    </message>
    <message>
        <source>%1 fu, rounded up to %2</source>
        <translation>%1符，進位為%2</translation>
    </message>
    <message>
        <source>%1 fu, raised to %2</source>
        <translation>%1符，計為%2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Kiriage: 4 han 30 fu and 3 han 60 fu are paid as mangan.</source>
        <translation>切上滿貫：4番30符與3番60符按滿貫計。</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>拆解</translation>
    </message>
    <message>
        <source>han</source>
        <translation>番</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>yaku %1/%2</source>
        <translation>役 %1/%2</translation>
    </message>
    <message>
        <source>fu %1/%2</source>
        <translation>符 %1/%2</translation>
    </message>
    <message>
        <source>step %1/%2</source>
        <translation>步驟 %1/%2</translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>Dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Non-dealer</source>
        <translation>閒家</translation>
    </message>
</context>
<context>
    <name>RuleOption</name>
    <message>
        <source>Open tanyao (kuitan)</source>
        <translation>食斷（副露斷么九）</translation>
    </message>
    <message>
        <source>Red fives per suit</source>
        <translation>每種花色的赤五數量</translation>
    </message>
    <message>
        <source>Fu for a double wind pair</source>
        <translation>連風雀頭的符數</translation>
    </message>
    <message>
        <source>Round 4 han 30 fu and 3 han 60 fu up to mangan (kiriage)</source>
        <translation>4番30符與3番60符計為滿貫（切上滿貫）</translation>
    </message>
    <message>
        <source>13 han or more without a yakuman (kazoe)</source>
        <translation>無役滿時13番以上（累計役滿）</translation>
    </message>
    <message>
        <source>Double yakuman for the pure waits and big four winds</source>
        <translation>純正聽牌型與大四喜計雙倍役滿</translation>
    </message>
    <message>
        <source>All green without hatsu is a double yakuman</source>
        <translation>不含發的綠一色計雙倍役滿</translation>
    </message>
    <message>
        <source>Different yakuman add up</source>
        <translation>不同役滿可以複合</translation>
    </message>
    <message>
        <source>Renhou (blessing of man)</source>
        <translation>人和</translation>
    </message>
    <message>
        <source>Rinshan win earns the 2 tsumo fu</source>
        <translation>嶺上開花計自摸2符</translation>
    </message>
    <message>
        <source>Pinfu on a tsumo</source>
        <translation>自摸平和</translation>
    </message>
    <message>
        <source>Points per honba</source>
        <translation>每本場點數</translation>
    </message>
    <message>
        <source>Local yaku in play</source>
        <translation>採用的地方役</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人數</translation>
    </message>
    <message>
        <source>Three-player tsumo payment</source>
        <translation>三麻自摸的支付方式</translation>
    </message>
    <message>
        <source>Count kita as dora (as Tenhou&apos;s records do)</source>
        <translation>拔北計入寶牌（同天鳳牌譜）</translation>
    </message>
    <message>
        <source>Kazoe yakuman</source>
        <translation>累計役滿</translation>
    </message>
    <message>
        <source>Capped at sanbaiman</source>
        <translation>最高三倍滿</translation>
    </message>
    <message>
        <source>No cap (13 han per yakuman)</source>
        <translation>不封頂（每13番計一倍役滿）</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>不採用</translation>
    </message>
    <message>
        <source>Mangan</source>
        <translation>滿貫</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役滿</translation>
    </message>
    <message>
        <source>Tsumo loss (North&apos;s share is not paid)</source>
        <translation>自摸損（北家份額不支付）</translation>
    </message>
    <message>
        <source>North&apos;s share split between the two payers</source>
        <translation>北家份額由兩家平分</translation>
    </message>
    <message>
        <source>The ron value split between the two payers</source>
        <translation>按榮和點數由兩家分攤</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rule options</source>
        <translation>規則選項</translation>
    </message>
    <message>
        <source>Reset to preset</source>
        <translation>恢復預設</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>預設</translation>
    </message>
    <message>
        <source>No limit (26+ han is double)</source>
        <translation>不封頂（26番以上為雙倍役滿）</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>不採用</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Start and end of the game</source>
        <extracomment>A heading of the house rules form (New game page): the options on the starting points, the game&apos;s length and when it ends early or runs on.</extracomment>
        <translation>對局的開始與結束</translation>
    </message>
    <message>
        <source>The result: return, oka and uma</source>
        <translation>結算：返點、岡點與馬點</translation>
    </message>
    <message>
        <source>The deal, honba and riichi sticks</source>
        <translation>連莊、本場與立直棒</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Several rons on one discard</source>
        <translation>一炮多響</translation>
    </message>
    <message>
        <source>Liability (pao)</source>
        <translation>包牌（責任支付）</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>罰則</translation>
    </message>
    <message>
        <source>Other rules</source>
        <translation>其他規則</translation>
    </message>
    <message>
        <source>assumed</source>
        <extracomment>In grey beside a house rule&apos;s value that no rule text confirms for the chosen preset (a common default is used until the table sets it).</extracomment>
        <translation>假定</translation>
    </message>
    <message>
        <source>Not confirmed: no rule text gives this value for the preset; a common default is used. Set it as your table plays.</source>
        <translation>未確認：此預設的規則文本沒有給出該值，採用常見預設值。請按你們牌桌的規則設定。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message>
        <source>%n han</source>
        <translation>%n番</translation>
    </message>
    <message>
        <source>%n fu</source>
        <translation>%n符</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1點</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>本場</translation>
    </message>
    <message>
        <source>Sticks</source>
        <translation>供託</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>得失</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>持點</translation>
    </message>
    <message>
        <source>hand in play</source>
        <translation>本局進行中</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已結束</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>date · players</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>規則：%1</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>最終成績</translation>
    </message>
    <message>
        <source>Standing if the game ended now</source>
        <translation>若此刻結束的名次</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Uma + oka</source>
        <translation>馬點＋岡點</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>第%1頁</translation>
    </message>
    <message>
        <source>Riichi Scoring Trainer</source>
        <translation>立直麻將算分練習</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>計分表</translation>
    </message>
    <message>
        <source>Session standings</source>
        <translation>系列賽排名</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>平均名次</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>第%1場</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 題中答對 %1 題</translation>
    </message>
    <message numerus="yes">
        <source>↻ Retry the %n missed</source>
        <translation>
            <numerusform>↻ 重做答錯的 %n 題</numerusform>
        </translation>
    </message>
    <message>
        <source>Ask these hands again in the Quiz tab</source>
        <translation>在練習頁重做這些題</translation>
    </message>
    <message numerus="yes">
        <source>Show %n older session(s)…</source>
        <translation>
            <numerusform>顯示更早的 %n 次練習…</numerusform>
        </translation>
    </message>
    <message>
        <source>Review</source>
        <translation>複習</translation>
    </message>
    <message>
        <source>Practice: %1</source>
        <translation>專項練習：%1</translation>
    </message>
    <message>
        <source>Retry of missed hands</source>
        <translation>重做答錯的題</translation>
    </message>
    <message>
        <source>Answers from the command line</source>
        <translation>命令列提交的答案</translation>
    </message>
    <message>
        <source>ron %1</source>
        <translation>榮和 %1</translation>
    </message>
    <message>
        <source>dealer %1</source>
        <translation>莊家 %1</translation>
    </message>
    <message>
        <source>others %1</source>
        <translation>閒家 %1</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>合計 %1</translation>
    </message>
    <message>
        <source>you: %1</source>
        <translation>你的答案：%1</translation>
    </message>
    <message>
        <source>answer: %1</source>
        <translation>正確答案：%1</translation>
    </message>
    <message>
        <source>Double-click to open this hand in the calculator</source>
        <translation>雙擊在算分器中開啟這手牌</translation>
    </message>
    <message numerus="yes">
        <source>%1 (or %n more)</source>
        <translation>
            <numerusform>%1（另有 %n 種可能）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message numerus="yes">
        <source>Session standings: %n game(s)</source>
        <translation>
            <numerusform>系列賽排名：%n場</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) still being played are not counted yet.</source>
        <translation>
            <numerusform>仍在進行的%n場尚未計入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>平均名次</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>第%1場</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Save as PDF or CSV…</source>
        <translation>儲存為 PDF 或 CSV…</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Every table rule of this preset is confirmed by its rule text.</source>
        <translation>此預設的所有牌桌規則均有明文依據。</translation>
    </message>
    <message>
        <source>%1 (saved)</source>
        <translation>%1（已儲存）</translation>
    </message>
    <message>
        <source>Type a name for these rules first.</source>
        <translation>請先為這套規則輸入名稱。</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>無法讀取</translation>
    </message>
    <message>
        <source>Finished after %1</source>
        <translation>%1後結束</translation>
    </message>
    <message>
        <source>In progress: %1</source>
        <translation>進行中：%1</translation>
    </message>
    <message>
        <source>%1, house rules</source>
        <translation>%1（自訂規則）</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新對局</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>已儲存的對局</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>%1 (first dealer)</source>
        <translation>%1（起家）</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Table rules (change any to match your table)</source>
        <translation>牌桌規則（可按你們的規則任意修改）</translation>
    </message>
    <message>
        <source>Name for these rules, e.g. our club</source>
        <translation>這套規則的名稱，例如：我們的俱樂部</translation>
    </message>
    <message>
        <source>Save rules</source>
        <translation>儲存規則</translation>
    </message>
    <message>
        <source>Score sheet…</source>
        <translation>計分表…</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>開始對局</translation>
    </message>
    <message>
        <source>Assumed: no rule text of this preset gives these, so a common default is used (%1). Change them to match your table.</source>
        <translation>假定：此預設的規則文本未規定這些項，故採用常見預設值（%1）。請依你們牌桌的規則修改。</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>返回牌桌</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
</context>
<context>
    <name>Shape</name>
    <message>
        <source>Four sets and a pair</source>
        <translation>四組面子加一雀頭</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七對子</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>國士無雙</translation>
    </message>
</context>
<context>
    <name>SheetPage</name>
    <message>
        <source>finished</source>
        <translation>已結束</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>Score sheet: %1 (%2)</source>
        <translation>計分表：%1（%2）</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>hand in play</source>
        <translation>本局進行中</translation>
    </message>
    <message>
        <source>%1, %2 honba</source>
        <translation>%1 %2本場</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>持點</translation>
    </message>
    <message>
        <source>Uma + oka</source>
        <translation>馬點＋岡點</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>規則：%1</translation>
    </message>
    <message>
        <source>Back to saved games</source>
        <translation>返回已儲存的對局</translation>
    </message>
    <message>
        <source>Save as PDF or CSV…</source>
        <translation>儲存為 PDF 或 CSV…</translation>
    </message>
</context>
<context>
    <name>SituationBadges</name>
    <message>
        <source>%1 seat · dealer</source>
        <translation>%1家 · 莊家</translation>
    </message>
    <message>
        <source>%1 seat</source>
        <translation>%1家</translation>
    </message>
    <message>
        <source>%1 round</source>
        <translation>%1場</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>三人麻將</translation>
    </message>
    <message>
        <source>Dora indicator</source>
        <translation>寶牌指示牌</translation>
    </message>
    <message>
        <source>Ura indicator</source>
        <translation>裏寶牌指示牌</translation>
    </message>
    <message>
        <source>Kita</source>
        <translation>拔北</translation>
    </message>
    <message>
        <source>Honba: %1</source>
        <translation>本場：%1</translation>
    </message>
    <message>
        <source>Riichi sticks: %1</source>
        <translation>立直棒：%1</translation>
    </message>
</context>
<context>
    <name>SituationPanel</name>
    <message>
        <source>No more ura dora indicators than dora indicators: add a dora indicator first.</source>
        <translation>裏寶牌指示牌不能比寶牌指示牌多：請先新增寶牌指示牌。</translation>
    </message>
    <message>
        <source>Ura dora count only with riichi.</source>
        <translation>只有立直才計裏寶牌。</translation>
    </message>
    <message>
        <source>E</source>
        <comment>East wind, one letter</comment>
        <translation>東</translation>
    </message>
    <message>
        <source>S</source>
        <comment>South wind, one letter</comment>
        <translation>南</translation>
    </message>
    <message>
        <source>W</source>
        <comment>West wind, one letter</comment>
        <translation>西</translation>
    </message>
    <message>
        <source>N</source>
        <comment>North wind, one letter</comment>
        <translation>北</translation>
    </message>
    <message>
        <source>Every riichi stick on the table, the winner&apos;s own included: ticking Riichi puts it down.</source>
        <translation>場上所有的立直棒，包括和牌者自己的：勾選立直即放下一根。</translation>
    </message>
    <message>
        <source>Dora</source>
        <comment>short label before the dora indicators</comment>
        <translation>寶牌</translation>
    </message>
    <message>
        <source>Ura</source>
        <comment>short label before the ura dora indicators</comment>
        <translation>裏寶</translation>
    </message>
    <message>
        <source>Click an indicator to remove it.</source>
        <translation>單擊指示牌可將其移除。</translation>
    </message>
    <message>
        <source>Add a dora indicator: click a tile in the palette (D)</source>
        <translation>新增寶牌指示牌：單擊牌區中的牌（D）</translation>
    </message>
    <message>
        <source>Kita</source>
        <comment>three players: short label before the count of North tiles set aside (nukidora)</comment>
        <translation>拔北</translation>
    </message>
    <message>
        <source>Three players: North tiles set aside as kita (nukidora), one han of dora each.</source>
        <translation>三麻：拔出的北作為拔北寶牌，每張一番。</translation>
    </message>
    <message>
        <source>Add an ura dora indicator: click a tile in the palette (U)</source>
        <translation>新增裏寶牌指示牌：單擊牌區中的牌（U）</translation>
    </message>
</context>
<context>
    <name>Skill</name>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>寶牌</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>滿貫以上</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支付</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>拆法</translation>
    </message>
    <message>
        <source>Pinfu tsumo: 20 fu flat</source>
        <translation>平和自摸：固定20符</translation>
    </message>
    <message>
        <source>Triplet completed by ron counts open</source>
        <translation>榮和湊成的刻子算明刻</translation>
    </message>
    <message>
        <source>Rounding up to 10</source>
        <translation>進位至10符</translation>
    </message>
    <message>
        <source>Dora: the tile after the indicator</source>
        <translation>寶牌：指示牌的下一張</translation>
    </message>
    <message>
        <source>Dora across the wrap (9 → 1)</source>
        <translation>寶牌循環（9 → 1）</translation>
    </message>
    <message>
        <source>Dora among the winds (N → E)</source>
        <translation>風牌寶牌（北 → 東）</translation>
    </message>
    <message>
        <source>Dora among the dragons</source>
        <translation>三元牌寶牌</translation>
    </message>
    <message>
        <source>Ura dora: only with riichi</source>
        <translation>裡寶牌：僅限立直</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>赤寶牌</translation>
    </message>
    <message>
        <source>Kiriage mangan</source>
        <translation>切上滿貫</translation>
    </message>
    <message>
        <source>Kazoe: 13 han and up</source>
        <translation>累計役滿：13番以上</translation>
    </message>
    <message>
        <source>Non-dealer ron</source>
        <translation>閒家榮和</translation>
    </message>
    <message>
        <source>Dealer ron</source>
        <translation>莊家榮和</translation>
    </message>
    <message>
        <source>Non-dealer tsumo</source>
        <translation>閒家自摸</translation>
    </message>
    <message>
        <source>Dealer tsumo</source>
        <translation>莊家自摸</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>本場</translation>
    </message>
    <message>
        <source>Kita: each North set aside is a dora</source>
        <translation>拔北：每張拔出的北都算一張寶牌</translation>
    </message>
    <message>
        <source>Non-dealer tsumo, three players</source>
        <translation>閒家自摸（三麻）</translation>
    </message>
    <message>
        <source>Dealer tsumo, three players</source>
        <translation>莊家自摸（三麻）</translation>
    </message>
    <message>
        <source>Honba, three players</source>
        <translation>本場（三麻）</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>立直棒</translation>
    </message>
    <message>
        <source>Choosing the reading that pays most</source>
        <translation>選取點數最高的拆法</translation>
    </message>
    <message>
        <source>%1 — open, one han less</source>
        <translation>%1 — 副露減 1 番</translation>
    </message>
</context>
<context>
    <name>SkillGrid</name>
    <message>
        <source>%1 · open</source>
        <translation>%1·副露</translation>
    </message>
    <message>
        <source>Not practised yet — click to practise it</source>
        <translation>尚未練習——點擊即可練習</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 次中答對 %1 次</translation>
    </message>
    <message>
        <source>recall in a month: %1%</source>
        <translation>一個月後記得的機率：%1%</translation>
    </message>
    <message>
        <source>due for review</source>
        <translation>待複習</translation>
    </message>
    <message>
        <source>next review %1</source>
        <translation>下次複習 %1</translation>
    </message>
    <message>
        <source>Click to practise it</source>
        <translation>點擊即可練習</translation>
    </message>
    <message>
        <source>Met in mixed practice: no session deals it on purpose</source>
        <translation>在綜合練習中遇到：沒有專門針對它的練習</translation>
    </message>
</context>
<context>
    <name>StoreFaultPage</name>
    <message>
        <source>The imported games are in use by another program (%1). Close it, then try again.</source>
        <translation>已匯入的對局檔案正被另一個程式使用（%1）。請關閉該程式後重試。</translation>
    </message>
    <message>
        <source>The imported games file cannot be written (%1). Make it writable, then try again.</source>
        <translation>無法寫入已匯入的對局檔案（%1）。請設為可寫後重試。</translation>
    </message>
    <message>
        <source>The imported games file is damaged (%1). Repair copies every game that can still be read into a fresh file; Start a fresh file begins an empty one. The old file is kept either way.</source>
        <translation>已匯入的對局檔案已損壞（%1）。「修復」會把仍可讀取的對局全部複製到新檔案；「新建檔案」則從空檔案開始。兩種方式都會保留舊檔案。</translation>
    </message>
    <message>
        <source>The file where the imported games belong is not an imported games file (%1). Start a fresh file begins an empty one; the other file is kept.</source>
        <translation>已匯入對局位置上的檔案不是已匯入對局檔案（%1）。「新建檔案」會從空檔案開始；原檔案會被保留。</translation>
    </message>
    <message>
        <source>The imported games were saved by a newer version of this program (%1); the file is left as it is. Use the newer version, or start a fresh file (the old one is kept).</source>
        <translation>已匯入的對局由本程式的較新版本儲存（%1）；檔案保持原樣。請使用新版本，或新建檔案（舊檔案會保留）。</translation>
    </message>
    <message>
        <source>The imported games file cannot be opened (%1).</source>
        <translation>無法開啟已匯入的對局檔案（%1）。</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重試</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修復</translation>
    </message>
    <message>
        <source>Start a fresh file</source>
        <translation>新建檔案</translation>
    </message>
</context>
<context>
    <name>TableChoice</name>
    <message>
        <source>broken by seat order</source>
        <translation>按座位順序決定</translation>
    </message>
    <message>
        <source>uma shared</source>
        <translation>平分馬點</translation>
    </message>
    <message>
        <source>to first place</source>
        <translation>歸第一名</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>作廢</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>to whole thousands</source>
        <translation>取整到千點</translation>
    </message>
    <message>
        <source>East and South (hanchan)</source>
        <translation>東南戰（半莊）</translation>
    </message>
    <message>
        <source>East only (tonpuusen)</source>
        <translation>東風戰</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>the dealer&apos;s choice</source>
        <translation>由莊家決定</translation>
    </message>
    <message>
        <source>back to 0 after a non-dealer win</source>
        <translation>閒家和牌後歸零</translation>
    </message>
    <message>
        <source>back to 0 whenever the deal passes</source>
        <translation>莊家輪換即歸零</translation>
    </message>
    <message>
        <source>a mangan bonus, counted as a draw</source>
        <translation>滿貫獎勵（按流局處理）</translation>
    </message>
    <message>
        <source>paid as a win</source>
        <translation>按和牌處理</translation>
    </message>
    <message>
        <source>abortive draw</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>all three paid</source>
        <translation>三家都支付</translation>
    </message>
    <message>
        <source>head bump</source>
        <translation>截和</translation>
    </message>
    <message>
        <source>to the first winner</source>
        <translation>歸第一位和牌者</translation>
    </message>
    <message>
        <source>to each winner</source>
        <translation>每位和牌者</translation>
    </message>
    <message>
        <source>all to the first winner</source>
        <translation>全部歸第一位和牌者</translation>
    </message>
    <message>
        <source>own stick back, the rest to the first</source>
        <translation>各自收回本人立直棒，其餘歸第一位</translation>
    </message>
    <message>
        <source>the liable player answers for the whole hand</source>
        <translation>包牌者負擔全部</translation>
    </message>
    <message>
        <source>only the pao yakuman</source>
        <translation>僅包牌役滿部分</translation>
    </message>
    <message>
        <source>paid by the liable player</source>
        <translation>由包牌者支付</translation>
    </message>
    <message>
        <source>paid by the discarder</source>
        <translation>由放銃者支付</translation>
    </message>
    <message>
        <source>reverse mangan</source>
        <translation>反向滿貫</translation>
    </message>
    <message>
        <source>pays each player</source>
        <translation>支付給每位玩家</translation>
    </message>
    <message>
        <source>taken from the final result</source>
        <translation>從最終成績扣除</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>退還</translation>
    </message>
    <message>
        <source>stay on the table</source>
        <translation>留在場上</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>n/c</source>
        <translation>假定</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>假定</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>TableOption</name>
    <message>
        <source>starting points</source>
        <translation>起始點數</translation>
    </message>
    <message>
        <source>points the result counts from</source>
        <translation>返點</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目標點數</translation>
    </message>
    <message>
        <source>exactly the target counts</source>
        <translation>恰好達到目標點即算</translation>
    </message>
    <message>
        <source>oka</source>
        <translation>岡點（頭名獎勵）</translation>
    </message>
    <message>
        <source>uma</source>
        <translation>馬（順位點）</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>同分處理</translation>
    </message>
    <message>
        <source>leftover riichi sticks</source>
        <translation>剩餘供託棒</translation>
    </message>
    <message>
        <source>rounding of results</source>
        <translation>成績的尾數處理</translation>
    </message>
    <message>
        <source>length</source>
        <translation>對局長度</translation>
    </message>
    <message>
        <source>extra rounds</source>
        <translation>延長戰</translation>
    </message>
    <message>
        <source>bust (below zero ends)</source>
        <translation>被飛（低於0點結束）</translation>
    </message>
    <message>
        <source>agari-yame</source>
        <translation>和了止</translation>
    </message>
    <message>
        <source>tenpai-yame</source>
        <translation>聽牌止</translation>
    </message>
    <message>
        <source>yame needs the target</source>
        <translation>止需達到目標點</translation>
    </message>
    <message>
        <source>dealer repeats when tenpai</source>
        <translation>聽牌連莊</translation>
    </message>
    <message>
        <source>dealer repeats after an abortive draw</source>
        <translation>途中流局連莊</translation>
    </message>
    <message>
        <source>honba counting</source>
        <translation>本場計數</translation>
    </message>
    <message>
        <source>noten payments</source>
        <translation>未聽牌罰符</translation>
    </message>
    <message>
        <source>nagashi mangan</source>
        <translation>流局滿貫</translation>
    </message>
    <message>
        <source>abortive draws</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>double ron</source>
        <translation>雙響</translation>
    </message>
    <message>
        <source>triple ron</source>
        <translation>三響</translation>
    </message>
    <message>
        <source>honba with several winners</source>
        <translation>多家和了的本場</translation>
    </message>
    <message>
        <source>riichi sticks with several winners</source>
        <translation>多家和了的供託</translation>
    </message>
    <message>
        <source>pao yakuman</source>
        <translation>包牌役滿</translation>
    </message>
    <message>
        <source>pao payment</source>
        <translation>包牌支付方式</translation>
    </message>
    <message>
        <source>honba under pao</source>
        <translation>包牌時的本場</translation>
    </message>
    <message>
        <source>chombo</source>
        <translation>錯和</translation>
    </message>
    <message>
        <source>chombo amount</source>
        <translation>錯和金額</translation>
    </message>
    <message>
        <source>riichi sticks after a chombo</source>
        <translation>錯和後的供託</translation>
    </message>
    <message>
        <source>riichi below 1,000 points</source>
        <translation>不足1000點立直</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>The table games file cannot be used: %1</source>
        <translation>無法使用牌桌對局檔案：%1</translation>
    </message>
    <message>
        <source>This game was changed in another window; it is shown as it is now. Make your change again if it is still needed.</source>
        <translation>此對局已在另一個視窗中被修改，現顯示其目前狀態。如仍需要，請重新進行你的修改。</translation>
    </message>
    <message>
        <source>The table games are in use by another program (%1). Close it, then try again.</source>
        <translation>牌桌對局檔案正被另一個程式使用（%1）。請關閉該程式後重試。</translation>
    </message>
    <message>
        <source>The table games file cannot be written (%1). Make it writable, then try again.</source>
        <translation>無法寫入牌桌對局檔案（%1）。請設為可寫後重試。</translation>
    </message>
    <message>
        <source>The table games file is damaged (%1). Repair copies every game that can still be read into a fresh file; Start a fresh file begins an empty one. The old file is kept either way.</source>
        <translation>牌桌對局檔案已損壞（%1）。「修復」會把仍可讀取的對局全部複製到新檔案；「新建檔案」則從空檔案開始。兩種方式都會保留舊檔案。</translation>
    </message>
    <message>
        <source>The file where the table games belong is not a table games file (%1). Start a fresh file begins an empty one; the other file is kept.</source>
        <translation>對局檔案位置上的檔案不是牌桌對局檔案（%1）。「新建檔案」會從空檔案開始；原檔案會被保留。</translation>
    </message>
    <message>
        <source>The table games were saved by a newer version of this program (%1); the file is left as it is. Use the newer version, or start a fresh file (the old one is kept).</source>
        <translation>牌桌對局由本程式的較新版本儲存（%1）；檔案保持原樣。請使用新版本，或新建檔案（舊檔案會保留）。</translation>
    </message>
    <message>
        <source>The table games file cannot be opened (%1).</source>
        <translation>無法開啟牌桌對局檔案（%1）。</translation>
    </message>
    <message>
        <source>Repaired: %1 of the saved games recovered into a fresh file; the damaged file was kept as %2.</source>
        <translation>已修復：%1 個已儲存的對局已恢復到新檔案；損壞的檔案保留為 %2。</translation>
    </message>
    <message>
        <source>A fresh table games file was started; the old one was kept as %1.</source>
        <translation>已開始使用新的牌桌對局檔案；舊檔案保留為 %1。</translation>
    </message>
    <message>
        <source>session</source>
        <translation>系列賽</translation>
    </message>
    <message>
        <source>Session standings</source>
        <translation>系列賽排名</translation>
    </message>
    <message>
        <source>The standings could not be saved: %1</source>
        <translation>無法儲存排名表：%1</translation>
    </message>
    <message>
        <source>game</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>Save the score sheet</source>
        <translation>儲存計分表</translation>
    </message>
    <message>
        <source>PDF to print (*.pdf)</source>
        <translation>列印用 PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV for a spreadsheet (*.csv)</source>
        <translation>試算表用 CSV (*.csv)</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>計分表</translation>
    </message>
    <message>
        <source>The score sheet could not be saved: %1</source>
        <translation>無法儲存計分表：%1</translation>
    </message>
    <message>
        <source>Apply to table</source>
        <translation>套用到牌桌</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>規則：%1</translation>
    </message>
    <message>
        <source>assumed: %1</source>
        <translation>假定：%1</translation>
    </message>
    <message>
        <source>No rule text confirms these values for this preset; common defaults are used.</source>
        <translation>此預設對這些值無明文規定，採用常見預設值。</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>RIICHI</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Declare riichi: 1,000 on the table (Alt+%1)</source>
        <translation>立直：放出1000點供託（Alt+%1）</translation>
    </message>
    <message>
        <source>Last hand: %1</source>
        <translation>上一局：%1</translation>
    </message>
    <message>
        <source>No hand played yet.</source>
        <translation>尚未進行任何一局。</translation>
    </message>
    <message>
        <source>All four players are level.</source>
        <translation>四家同分。</translation>
    </message>
    <message>
        <source>All three players are level.</source>
        <translation>三家同分。</translation>
    </message>
    <message>
        <source>%1: %2 to take first</source>
        <translation>%1：要拿第一，%2</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>點數</translation>
    </message>
    <message>
        <source>Uma + oka</source>
        <translation>馬點＋岡點</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>最終成績</translation>
    </message>
    <message>
        <source>Win…</source>
        <translation>和了…</translation>
    </message>
    <message>
        <source>Draw…</source>
        <translation>流局…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>More</source>
        <translation>更多</translation>
    </message>
    <message>
        <source>Abortive draw, chombo, end…</source>
        <translation>途中流局、錯和、結束…</translation>
    </message>
    <message>
        <source>New game or saved games…</source>
        <translation>新對局或已儲存的對局…</translation>
    </message>
    <message>
        <source>A player won (W)</source>
        <translation>有人和了（W）</translation>
    </message>
    <message>
        <source>The hand ended without a winner (D)</source>
        <translation>本局無人和了（D）</translation>
    </message>
    <message>
        <source>Undo the last change (Ctrl+Z)</source>
        <translation>復原上一步（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Y)</source>
        <translation>重做（Ctrl+Y）</translation>
    </message>
    <message>
        <source>Touch mode: bigger targets for fingers</source>
        <translation>觸控模式：適合手指點按的大按鈕</translation>
    </message>
    <message>
        <source>Lie flat</source>
        <translation>平放</translation>
    </message>
    <message>
        <source>Turn each seat toward its player, for a device lying in the middle of the table (L)</source>
        <translation>將每個座位的文字轉向該座位的玩家，適合平放在牌桌中央的裝置（L）</translation>
    </message>
    <message>
        <source>Turn seats</source>
        <translation>轉動座位</translation>
    </message>
    <message>
        <source>Put the next seat at the bottom edge</source>
        <translation>把下一個座位放到底邊</translation>
    </message>
    <message>
        <source>History</source>
        <translation>記錄</translation>
    </message>
    <message>
        <source>New or saved game…</source>
        <translation>新對局或已儲存的對局…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重試</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修復</translation>
    </message>
    <message>
        <source>Start a fresh file</source>
        <translation>新建檔案</translation>
    </message>
    <message>
        <source>Score sheet…</source>
        <translation>計分表…</translation>
    </message>
    <message>
        <source>Save this game&apos;s score sheet as a PDF to print or as CSV for a spreadsheet</source>
        <translation>將本局計分表儲存為可列印的 PDF 或試算表用的 CSV</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新對局</translation>
    </message>
    <message>
        <source>Next game, same players</source>
        <translation>同一批玩家開下一局</translation>
    </message>
    <message>
        <source>Session standings…</source>
        <translation>系列賽排名…</translation>
    </message>
</context>
<context>
    <name>TableWording</name>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>round wind and hand number</comment>
        <translation>%1%2局</translation>
    </message>
    <message>
        <source>%n honba</source>
        <translation>%n本場</translation>
    </message>
    <message>
        <source>Riichi sticks on the table: %1</source>
        <translation>場上供託：%1根</translation>
    </message>
    <message>
        <source>Ron, %1</source>
        <translation>榮和 %1點</translation>
    </message>
    <message>
        <source>%1 (%2 with honba)</source>
        <translation>%1（含本場 %2點）</translation>
    </message>
    <message>
        <source>%1 all</source>
        <translation>%1 每家</translation>
    </message>
    <message>
        <source>%1 (%2 all with honba)</source>
        <translation>%1（含本場每家 %2）</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1・%2</translation>
    </message>
    <message>
        <source>%1 (%2–%3 with honba)</source>
        <translation>%1（含本場 %2・%3）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>han and fu</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3 for ron</source>
        <translation>%1 因放槍向 %3 支付 %2</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3 for tsumo</source>
        <translation>%1 因自摸向 %3 支付 %2</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3 for nagashi mangan</source>
        <translation>%1 因流局滿貫向 %3 支付 %2</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3 for chombo</source>
        <translation>%1 因錯和向 %3 支付 %2</translation>
    </message>
    <message>
        <source>%1 (noten) pays %2 to %3 (tenpai)</source>
        <translation>%1（未聽牌）向 %3（聽牌）支付 %2</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for ron</source>
        <translation>%1 因放槍向 %4 支付 %2 + 本場 %3</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for tsumo</source>
        <translation>%1 因自摸向 %4 支付 %2 + 本場 %3</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for nagashi mangan</source>
        <translation>%1 因流局滿貫向 %4 支付 %2 + 本場 %3</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for chombo</source>
        <translation>%1 因錯和向 %4 支付 %2 + 本場 %3</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 (noten payment)</source>
        <translation>%1 向 %4 支付未聽牌罰符 %2 + 本場 %3</translation>
    </message>
    <message>
        <source>%1 pays half, %2 + %3 honba, to %4: liable for %5 (pao)</source>
        <translation>%1 因 %5 包牌，向 %4 支付一半 %2 + 本場 %3</translation>
    </message>
    <message>
        <source>%1 pays half, %2, to %4: liable for %5 (pao)</source>
        <translation>%1 因 %5 包牌，向 %4 支付一半 %2</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for the whole %5: liable (pao)</source>
        <translation>%1 因 %5 包牌，向 %4 支付該役滿全額 %2 + 本場 %3</translation>
    </message>
    <message>
        <source>%1 pays %2 to %4 for the whole %5: liable (pao)</source>
        <translation>%1 因 %5 包牌，向 %4 支付該役滿全額 %2</translation>
    </message>
    <message>
        <source>%1 pays the whole hand, %2 + %3 honba, to %4: liable for %5 (pao)</source>
        <translation>%1 因 %5 包牌，向 %4 支付全部 %2 + 本場 %3</translation>
    </message>
    <message>
        <source>%1 pays the whole hand, %2, to %4: liable for %5 (pao)</source>
        <translation>%1 因 %5 包牌，向 %4 支付全部 %2</translation>
    </message>
    <message>
        <source>%1 declares riichi: 1,000 on the table</source>
        <translation>%1 立直：放出1000點供託</translation>
    </message>
    <message>
        <source>%1 collects %2 in riichi sticks from the table</source>
        <translation>%1 獲得場上供託 %2</translation>
    </message>
    <message>
        <source>%1 takes back their riichi stick (%2)</source>
        <translation>%1 取回自己的供託棒（%2）</translation>
    </message>
    <message>
        <source>%1 collects %2 in riichi sticks left on the table</source>
        <translation>%1 獲得剩餘供託 %2</translation>
    </message>
    <message>
        <source>nine different terminals and honors</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <source>four winds discarded</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <source>four kans</source>
        <translation>四槓散了</translation>
    </message>
    <message>
        <source>four riichi</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>triple ron</source>
        <translation>三家和</translation>
    </message>
    <message>
        <source>a player went below zero</source>
        <translation>有人被飛（低於0點）</translation>
    </message>
    <message>
        <source>the last hand was played</source>
        <translation>最後一局結束</translation>
    </message>
    <message>
        <source>someone reached the target after the last hand</source>
        <translation>最後一局後有人達到目標點</translation>
    </message>
    <message>
        <source>the dealer won the last hand in first place and stopped</source>
        <translation>首位莊家在最後一局和了止</translation>
    </message>
    <message>
        <source>the dealer was tenpai in the last hand in first place and stopped</source>
        <translation>首位莊家在最後一局聽牌止</translation>
    </message>
    <message>
        <source>the table ended the game</source>
        <translation>牌桌結束了對局</translation>
    </message>
    <message>
        <source>Ron — %1 from %2</source>
        <translation>榮和 — %1（%2 放槍）</translation>
    </message>
    <message>
        <source>Tsumo — %1</source>
        <translation>自摸 — %1</translation>
    </message>
    <message>
        <source>Nagashi mangan — %1</source>
        <translation>流局滿貫 — %1</translation>
    </message>
    <message>
        <source>Exhaustive draw — all noten</source>
        <translation>荒牌流局 — 全員未聽牌</translation>
    </message>
    <message>
        <source>Exhaustive draw — all tenpai</source>
        <translation>荒牌流局 — 全員聽牌</translation>
    </message>
    <message>
        <source>Exhaustive draw — tenpai: %1</source>
        <translation>荒牌流局 — 聽牌：%1</translation>
    </message>
    <message>
        <source>Abortive draw: %1</source>
        <translation>途中流局：%1</translation>
    </message>
    <message>
        <source>Chombo — %1</source>
        <translation>錯和 — %1</translation>
    </message>
    <message>
        <source>Riichi — %1</source>
        <translation>立直 — %1</translation>
    </message>
    <message>
        <source>Game ended</source>
        <translation>對局結束</translation>
    </message>
    <message>
        <source>%1 + %2 honba</source>
        <translation>%1 + 本場 %2</translation>
    </message>
    <message>
        <source>%1 + %2 in riichi sticks</source>
        <translation>%1 + 供託 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>outcome and its amounts</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation>對局結束：%1。</translation>
    </message>
    <message>
        <source>The dealer is first and may end the game here (or play on).</source>
        <translation>莊家位居第一，可以在此結束對局（也可繼續）。</translation>
    </message>
    <message>
        <source>The hand is replayed: same dealer, same honba.</source>
        <translation>本局重打：莊家和本場不變。</translation>
    </message>
    <message>
        <source>%1 loses %2 from the final result (after uma).</source>
        <translation>%1 的最終成績扣除 %2（在馬之後）。</translation>
    </message>
    <message>
        <source>%1 by ron</source>
        <translation>%1 榮和</translation>
    </message>
    <message>
        <source>%1 by ron from %2</source>
        <translation>%2 放槍的 %1 榮和</translation>
    </message>
    <message>
        <source>%1 by ron from another player</source>
        <translation>他家放槍的 %1 榮和</translation>
    </message>
    <message>
        <source>%1 by tsumo</source>
        <translation>%1 自摸</translation>
    </message>
    <message>
        <source>cannot pass %1 in one hand</source>
        <translation>一局內無法超過 %1</translation>
    </message>
    <message>
        <source>%1, or %2</source>
        <translation>%1，或 %2</translation>
    </message>
    <message>
        <source>needs %1</source>
        <translation>需要 %1</translation>
    </message>
    <message>
        <source>%1, %2 behind %3: %4</source>
        <translation>%1 落後 %3 %2：%4</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>第1名</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>第2名</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>第3名</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>第4名</translation>
    </message>
    <message>
        <source>Game over after %1: %2 is first with %3 (%4).</source>
        <translation>%1後結束：%2以%3點位居第一（%4）。</translation>
    </message>
    <message>
        <source>Game over after %1: %2 went below zero (%3); %4 is first with %5.</source>
        <translation>%1後結束：%2被擊飛（%3點）；%4以%5點位居第一。</translation>
    </message>
    <message>
        <source>Game over after %1: the dealer, %2, won the last hand in first place with %3 and stopped.</source>
        <translation>%1後結束：莊家%2以第一名（%3點）和牌後選擇結束（和了止め）。</translation>
    </message>
    <message>
        <source>Game over after %1: the dealer, %2, was tenpai in first place with %3 and stopped.</source>
        <translation>%1後結束：莊家%2以第一名（%3點）聽牌後選擇結束（聽牌止め）。</translation>
    </message>
    <message>
        <source>The table ended the game during %1: %2 is first with %3.</source>
        <translation>在%1中途結束對局：%2以%3點位居第一。</translation>
    </message>
    <message>
        <source>Game over after %1, the last hand: %2 is first with %3.</source>
        <translation>最後一局%1後結束：%2以%3點位居第一。</translation>
    </message>
    <message>
        <source>After %1: %2 is first with %3.</source>
        <translation>%1後：%2以%3點位居第一。</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>%1 的手牌：%2</translation>
    </message>
    <message>
        <source>One winner per discard under these rules (head bump): %1, nearest to the discarder, wins alone.</source>
        <translation>此規則為截和：只有距放槍者最近的 %1 和了。</translation>
    </message>
    <message>
        <source>Three ron claims make an abortive draw under these rules.</source>
        <translation>此規則下三家和為途中流局。</translation>
    </message>
    <message>
        <source>An abortive draw for %1 cannot happen with three players.</source>
        <translation>三麻不會出現%1途中流局。</translation>
    </message>
    <message>
        <source>These rules have no nagashi mangan.</source>
        <translation>此規則沒有流局滿貫。</translation>
    </message>
    <message>
        <source>These rules have no abortive draw for %1.</source>
        <translation>此規則沒有 %1 途中流局。</translation>
    </message>
    <message>
        <source>These rules have no liability (pao) for this hand.</source>
        <translation>此規則下此手牌沒有包牌。</translation>
    </message>
    <message>
        <source>Only the last dealer, first after a repeat, may stop the game here.</source>
        <translation>只有連莊後位居第一的最後一局莊家才能在此結束。</translation>
    </message>
    <message>
        <source>%1&apos;s hand has no yakuman a liable player answers for (daisangen, daisuushii…).</source>
        <translation>%1 的手牌沒有可包牌的役滿（大三元、大四喜等）。</translation>
    </message>
    <message>
        <source>%1&apos;s hand is no yakuman: nobody is liable for it.</source>
        <translation>%1 的手牌不是役滿，無人包牌。</translation>
    </message>
    <message>
        <source>No hand pays %1.</source>
        <translation>沒有手牌的點數是 %1。</translation>
    </message>
    <message>
        <source>These points are called for the other kind of win (ron or tsumo).</source>
        <translation>此點數屬於另一種和了方式（榮和或自摸）。</translation>
    </message>
    <message>
        <source>%1 %2 does not exist.</source>
        <translation>%1%2 不存在。</translation>
    </message>
    <message>
        <source>%1 has %2 points: riichi needs 1,000 under these rules.</source>
        <translation>%1 只有 %2：此規則下立直需要1000點。</translation>
    </message>
    <message>
        <source>%1 is already in riichi.</source>
        <translation>%1 已經立直。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>對局已經結束。</translation>
    </message>
    <message>
        <source>This game holds %1 events, the most one game can; start a new game to go on.</source>
        <translation>此對局已有%1筆記錄，已達上限；請開始新對局繼續。</translation>
    </message>
    <message>
        <source>This correction makes a later event (number %1) impossible, so nothing was changed.</source>
        <translation>此更正會使後面的記錄（第 %1 條）無法成立，因此未作任何修改。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>沒有可復原的操作。</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>沒有可重做的操作。</translation>
    </message>
    <message>
        <source>The game file could not be used: %1</source>
        <translation>無法使用對局檔案：%1</translation>
    </message>
</context>
<context>
    <name>TilePalette</name>
    <message>
        <source>A kan of %1 needs all four, and one is the red five %2, which is already in use.</source>
        <comment>meld menu: %1 the plain five, e.g. 5p; %2 the red five, 0p</comment>
        <translation>%1 的槓要用全部四張，其中一張是赤五 %2，而它已經用掉了。</translation>
    </message>
    <message>
        <source>The fourth %1 is the red five %2: a kan of %1 holds it.</source>
        <comment>meld menu: %1 the plain five, e.g. 5p; %2 the red five, 0p</comment>
        <translation>第四張 %1 是赤五 %2：%1 的槓一定包含它。</translation>
    </message>
    <message>
        <source>Not enough free %1 left.</source>
        <comment>meld menu: %1 a tile, e.g. 5p</comment>
        <translation>剩餘的 %1 不夠。</translation>
    </message>
</context>
<context>
    <name>Wait</name>
    <message>
        <source>Ryanmen (two-sided)</source>
        <translation>兩面</translation>
    </message>
    <message>
        <source>Kanchan (closed)</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>Penchan (edge)</source>
        <translation>邊張</translation>
    </message>
    <message>
        <source>Tanki (pair)</source>
        <translation>單騎</translation>
    </message>
    <message>
        <source>Shanpon (dual pair)</source>
        <translation>雙碰</translation>
    </message>
    <message>
        <source>Thirteen orphans, single wait</source>
        <translation>國士無雙單面聽</translation>
    </message>
    <message>
        <source>Thirteen orphans, 13-sided wait</source>
        <translation>國士無雙十三面聽</translation>
    </message>
</context>
<context>
    <name>WeakSkills</name>
    <message>
        <source>To work on</source>
        <translation>需要加強</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 題中答對 %1 題</translation>
    </message>
    <message>
        <source>Learn this: %1</source>
        <translation>學習：%1</translation>
    </message>
</context>
<context>
    <name>WinCard</name>
    <message numerus="yes">
        <source>%1 · %n honba</source>
        <translation>
            <numerusform>%1 · %n 本場</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · tsumo</source>
        <translation>%1 · 自摸</translation>
    </message>
    <message>
        <source>%1 · ron from %2</source>
        <translation>%1 · 榮和（%2 放槍）</translation>
    </message>
    <message>
        <source>dealt in</source>
        <translation>放槍</translation>
    </message>
    <message>
        <source>%1 seat</source>
        <translation>%1家</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Dora indicator</source>
        <translation>寶牌指示牌</translation>
    </message>
    <message>
        <source>Ura</source>
        <translation>裏寶牌</translation>
    </message>
    <message>
        <source>Kita</source>
        <translation>拔北</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>未計分</translation>
    </message>
    <message>
        <source>✓ Agrees with the log</source>
        <translation>✓ 與牌譜一致</translation>
    </message>
    <message>
        <source>Differs from the log.</source>
        <translation>與牌譜不一致。</translation>
    </message>
    <message>
        <source>Open in calculator</source>
        <translation>在計算器中開啟</translation>
    </message>
</context>
<context>
    <name>WinPage</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Head bump under these rules: only %1, nearest to the discarder, wins.</source>
        <translation>此規則為截和：只有距放槍者最近的 %1 和了。</translation>
    </message>
    <message>
        <source>Three players called ron: under these rules the hand is an abortive draw (use Draw… → Abortive draw).</source>
        <translation>三家榮和：此規則下為途中流局（請用 流局… → 途中流局）。</translation>
    </message>
    <message>
        <source>Choose who won, and tsumo or who dealt in.</source>
        <translation>請選擇和了者，以及自摸或放槍者。</translation>
    </message>
    <message>
        <source>Give %1&apos;s hand, han and fu, or points.</source>
        <translation>請輸入 %1 的手牌、番符或點數。</translation>
    </message>
    <message>
        <source>This winner is no longer chosen.</source>
        <translation>此和了者已不在選擇中。</translation>
    </message>
    <message>
        <source>Correct this win</source>
        <translation>更正此和了</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>Who won?</source>
        <translation>誰和了？</translation>
    </message>
    <message>
        <source>From</source>
        <translation>放槍者</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Apply to table</source>
        <translation>套用到牌桌</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>更正</translation>
    </message>
</context>
<context>
    <name>Wind</name>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 頁，共 %2 頁</translation>
    </message>
    <message>
        <source>Riichi Scoring Trainer</source>
        <translation>立直麻將算分訓練</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>番</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>點數</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>備註：%1</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>練習卷</translation>
    </message>
    <message>
        <source>Name: ____________________</source>
        <translation>姓名：____________________</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>答案</translation>
    </message>
</context>
<context>
    <name>Yaku</name>
    <message>
        <source>Riichi (Ready Hand)</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Double Riichi (First-Turn Riichi)</source>
        <translation>雙立直</translation>
    </message>
    <message>
        <source>Ippatsu (One Shot)</source>
        <translation>一發</translation>
    </message>
    <message>
        <source>Menzen Tsumo (Closed Self-Draw)</source>
        <translation>門前清自摸和</translation>
    </message>
    <message>
        <source>Pinfu (All Sequences)</source>
        <translation>平和</translation>
    </message>
    <message>
        <source>Iipeikou (Pure Double Sequence)</source>
        <translation>一盃口</translation>
    </message>
    <message>
        <source>Tanyao (All Simples)</source>
        <translation>斷么九</translation>
    </message>
    <message>
        <source>Yakuhai: Haku (White Dragon)</source>
        <translation>役牌：白</translation>
    </message>
    <message>
        <source>Yakuhai: Hatsu (Green Dragon)</source>
        <translation>役牌：發</translation>
    </message>
    <message>
        <source>Yakuhai: Chun (Red Dragon)</source>
        <translation>役牌：中</translation>
    </message>
    <message>
        <source>Yakuhai: Jikaze (Seat Wind)</source>
        <translation>役牌：自風</translation>
    </message>
    <message>
        <source>Yakuhai: Bakaze (Round Wind)</source>
        <translation>役牌：場風</translation>
    </message>
    <message>
        <source>Chankan (Robbing a Kan)</source>
        <translation>搶槓</translation>
    </message>
    <message>
        <source>Rinshan Kaihou (After a Kan)</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>Haitei Raoyue (Last Tile Self-Draw)</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <source>Houtei Raoyui (Last Discard)</source>
        <translation>河底撈魚</translation>
    </message>
    <message>
        <source>Chiitoitsu (Seven Pairs)</source>
        <translation>七對子</translation>
    </message>
    <message>
        <source>Ittsu (Pure Straight)</source>
        <translation>一氣通貫</translation>
    </message>
    <message>
        <source>Sanshoku Doujun (Mixed Triple Sequence)</source>
        <translation>三色同順</translation>
    </message>
    <message>
        <source>Sanshoku Doukou (Triple Triplets)</source>
        <translation>三色同刻</translation>
    </message>
    <message>
        <source>Toitoi (All Triplets)</source>
        <translation>對對和</translation>
    </message>
    <message>
        <source>Sanankou (Three Concealed Triplets)</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <source>Sankantsu (Three Kans)</source>
        <translation>三槓子</translation>
    </message>
    <message>
        <source>Chanta (Half Outside Hand)</source>
        <translation>混全帶么九</translation>
    </message>
    <message>
        <source>Honroutou (All Terminals and Honors)</source>
        <translation>混老頭</translation>
    </message>
    <message>
        <source>Shousangen (Little Three Dragons)</source>
        <translation>小三元</translation>
    </message>
    <message>
        <source>Ryanpeikou (Twice Pure Double Sequence)</source>
        <translation>二盃口</translation>
    </message>
    <message>
        <source>Honitsu (Half Flush)</source>
        <translation>混一色</translation>
    </message>
    <message>
        <source>Junchan (Fully Outside Hand)</source>
        <translation>純全帶么九</translation>
    </message>
    <message>
        <source>Chinitsu (Full Flush)</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Renhou (Blessing of Man, Mangan)</source>
        <translation>人和（滿貫）</translation>
    </message>
    <message>
        <source>Nagashi Mangan (Mangan at Draw)</source>
        <translation>流局滿貫</translation>
    </message>
    <message>
        <source>Tenhou (Blessing of Heaven)</source>
        <translation>天和</translation>
    </message>
    <message>
        <source>Chiihou (Blessing of Earth)</source>
        <translation>地和</translation>
    </message>
    <message>
        <source>Renhou (Blessing of Man, Yakuman)</source>
        <translation>人和（役滿）</translation>
    </message>
    <message>
        <source>Kokushi Musou (Thirteen Orphans)</source>
        <translation>國士無雙</translation>
    </message>
    <message>
        <source>Kokushi Musou Juusanmen (Thirteen Orphans, 13-Sided Wait)</source>
        <translation>國士無雙十三面</translation>
    </message>
    <message>
        <source>Chuuren Poutou (Nine Gates)</source>
        <translation>九蓮寶燈</translation>
    </message>
    <message>
        <source>Junsei Chuuren Poutou (True Nine Gates)</source>
        <translation>純正九蓮寶燈</translation>
    </message>
    <message>
        <source>Ryuuiisou (All Green)</source>
        <translation>綠一色</translation>
    </message>
    <message>
        <source>Suuankou (Four Concealed Triplets)</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <source>Suuankou Tanki (Four Concealed Triplets, Pair Wait)</source>
        <translation>四暗刻單騎</translation>
    </message>
    <message>
        <source>Suukantsu (Four Kans)</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <source>Chinroutou (All Terminals)</source>
        <translation>清老頭</translation>
    </message>
    <message>
        <source>Tsuuiisou (All Honors)</source>
        <translation>字一色</translation>
    </message>
    <message>
        <source>Daisangen (Big Three Dragons)</source>
        <translation>大三元</translation>
    </message>
    <message>
        <source>Shousuushii (Little Four Winds)</source>
        <translation>小四喜</translation>
    </message>
    <message>
        <source>Daisuushii (Big Four Winds)</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <source>Sanshoku Tsuukan (Mixed Straight)</source>
        <translation>三色通貫</translation>
    </message>
    <message>
        <source>Open Riichi (Revealed Hand)</source>
        <translation>亮立直</translation>
    </message>
    <message>
        <source>Kinkei Dokuritsu (Golden Rooster on One Leg)</source>
        <translation>金雞獨立</translation>
    </message>
    <message>
        <source>Isshoku Sanjun (Pure Triple Sequence)</source>
        <translation>一色三順</translation>
    </message>
    <message>
        <source>Sanrenkou (Three Consecutive Triplets)</source>
        <translation>三連刻</translation>
    </message>
    <message>
        <source>Touhoku Shinkansen (Northern Bullet Train)</source>
        <translation>東北新幹線</translation>
    </message>
    <message>
        <source>Hyakuman Goku (A Million Koku)</source>
        <translation>百萬石</translation>
    </message>
    <message>
        <source>Isshoku Yonjun (Pure Quadruple Sequence)</source>
        <translation>一色四順</translation>
    </message>
    <message>
        <source>Suurenkou (Four Consecutive Triplets)</source>
        <translation>四連刻</translation>
    </message>
    <message>
        <source>Beni Kujaku (Red Peacock)</source>
        <translation>紅孔雀</translation>
    </message>
    <message>
        <source>Kouitten (One Red Among Green)</source>
        <translation>紅一點</translation>
    </message>
    <message>
        <source>Aoi Doumon (Blue Cave Gate)</source>
        <translation>青洞門</translation>
    </message>
    <message>
        <source>Kinmonkyou (Golden Gate Bridge)</source>
        <translation>金門橋</translation>
    </message>
    <message>
        <source>Daichisei (Big Seven Stars)</source>
        <translation>大七星</translation>
    </message>
    <message>
        <source>Shiisan Puutaa (Thirteen Unconnected)</source>
        <translation>十三不塔</translation>
    </message>
    <message>
        <source>Daisharin (Big Wheels)</source>
        <translation>大車輪</translation>
    </message>
    <message>
        <source>Dora (Bonus Tiles)</source>
        <translation>寶牌</translation>
    </message>
    <message>
        <source>Ura Dora (Hidden Bonus Tiles)</source>
        <translation>裏寶牌</translation>
    </message>
    <message>
        <source>Aka Dora (Red Fives)</source>
        <translation>赤寶牌</translation>
    </message>
    <message>
        <source>Yakuhai: North (Three Players)</source>
        <translation>役牌：北（三麻）</translation>
    </message>
    <message>
        <source>Kita (North Set Aside)</source>
        <translation>拔北寶牌</translation>
    </message>
</context>
<context>
    <name>YakuKanji</name>
    <message>
        <source>立直</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>ダブル立直</source>
        <translation>雙立直</translation>
    </message>
    <message>
        <source>一発</source>
        <translation>一發</translation>
    </message>
    <message>
        <source>門前清自摸和</source>
        <translation>門前清自摸和</translation>
    </message>
    <message>
        <source>平和</source>
        <translation>平和</translation>
    </message>
    <message>
        <source>一盃口</source>
        <translation>一盃口</translation>
    </message>
    <message>
        <source>断幺九</source>
        <translation>斷么九</translation>
    </message>
    <message>
        <source>役牌：白</source>
        <translation>役牌：白</translation>
    </message>
    <message>
        <source>役牌：發</source>
        <translation>役牌：發</translation>
    </message>
    <message>
        <source>役牌：中</source>
        <translation>役牌：中</translation>
    </message>
    <message>
        <source>役牌：自風</source>
        <translation>役牌：自風</translation>
    </message>
    <message>
        <source>役牌：場風</source>
        <translation>役牌：場風</translation>
    </message>
    <message>
        <source>槍槓</source>
        <translation>搶槓</translation>
    </message>
    <message>
        <source>嶺上開花</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>海底摸月</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <source>河底撈魚</source>
        <translation>河底撈魚</translation>
    </message>
    <message>
        <source>七対子</source>
        <translation>七對子</translation>
    </message>
    <message>
        <source>一気通貫</source>
        <translation>一氣通貫</translation>
    </message>
    <message>
        <source>三色同順</source>
        <translation>三色同順</translation>
    </message>
    <message>
        <source>三色同刻</source>
        <translation>三色同刻</translation>
    </message>
    <message>
        <source>対々和</source>
        <translation>對對和</translation>
    </message>
    <message>
        <source>三暗刻</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <source>三槓子</source>
        <translation>三槓子</translation>
    </message>
    <message>
        <source>混全帯幺九</source>
        <translation>混全帶么九</translation>
    </message>
    <message>
        <source>混老頭</source>
        <translation>混老頭</translation>
    </message>
    <message>
        <source>小三元</source>
        <translation>小三元</translation>
    </message>
    <message>
        <source>二盃口</source>
        <translation>二盃口</translation>
    </message>
    <message>
        <source>混一色</source>
        <translation>混一色</translation>
    </message>
    <message>
        <source>純全帯幺九</source>
        <translation>純全帶么九</translation>
    </message>
    <message>
        <source>清一色</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>人和（満貫）</source>
        <translation>人和（滿貫）</translation>
    </message>
    <message>
        <source>流し満貫</source>
        <translation>流局滿貫</translation>
    </message>
    <message>
        <source>天和</source>
        <translation>天和</translation>
    </message>
    <message>
        <source>地和</source>
        <translation>地和</translation>
    </message>
    <message>
        <source>人和（役満）</source>
        <translation>人和（役滿）</translation>
    </message>
    <message>
        <source>国士無双</source>
        <translation>國士無雙</translation>
    </message>
    <message>
        <source>国士無双十三面</source>
        <translation>國士無雙十三面</translation>
    </message>
    <message>
        <source>九蓮宝燈</source>
        <translation>九蓮寶燈</translation>
    </message>
    <message>
        <source>純正九蓮宝燈</source>
        <translation>純正九蓮寶燈</translation>
    </message>
    <message>
        <source>緑一色</source>
        <translation>綠一色</translation>
    </message>
    <message>
        <source>四暗刻</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <source>四暗刻単騎</source>
        <translation>四暗刻單騎</translation>
    </message>
    <message>
        <source>四槓子</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <source>清老頭</source>
        <translation>清老頭</translation>
    </message>
    <message>
        <source>字一色</source>
        <translation>字一色</translation>
    </message>
    <message>
        <source>大三元</source>
        <translation>大三元</translation>
    </message>
    <message>
        <source>小四喜</source>
        <translation>小四喜</translation>
    </message>
    <message>
        <source>大四喜</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <source>三色通貫</source>
        <translation>三色通貫</translation>
    </message>
    <message>
        <source>オープン立直</source>
        <translation>亮立直</translation>
    </message>
    <message>
        <source>金鶏独立</source>
        <translation>金雞獨立</translation>
    </message>
    <message>
        <source>一色三順</source>
        <translation>一色三順</translation>
    </message>
    <message>
        <source>三連刻</source>
        <translation>三連刻</translation>
    </message>
    <message>
        <source>東北新幹線</source>
        <translation>東北新幹線</translation>
    </message>
    <message>
        <source>百万石</source>
        <translation>百萬石</translation>
    </message>
    <message>
        <source>一色四順</source>
        <translation>一色四順</translation>
    </message>
    <message>
        <source>四連刻</source>
        <translation>四連刻</translation>
    </message>
    <message>
        <source>紅孔雀</source>
        <translation>紅孔雀</translation>
    </message>
    <message>
        <source>紅一点</source>
        <translation>紅一點</translation>
    </message>
    <message>
        <source>青い洞門</source>
        <translation>青洞門</translation>
    </message>
    <message>
        <source>金門橋</source>
        <translation>金門橋</translation>
    </message>
    <message>
        <source>大七星</source>
        <translation>大七星</translation>
    </message>
    <message>
        <source>十三不塔</source>
        <translation>十三不塔</translation>
    </message>
    <message>
        <source>大車輪</source>
        <translation>大車輪</translation>
    </message>
    <message>
        <source>ドラ</source>
        <translation>寶牌</translation>
    </message>
    <message>
        <source>裏ドラ</source>
        <translation>裏寶牌</translation>
    </message>
    <message>
        <source>赤ドラ</source>
        <translation>赤寶牌</translation>
    </message>
    <message>
        <source>役牌：北</source>
        <translation>役牌：北</translation>
    </message>
    <message>
        <source>抜きドラ</source>
        <translation>拔北寶牌</translation>
    </message>
</context>
<context>
    <name>YakuPicker</name>
    <message>
        <source>Yakuman ▾</source>
        <translation>役滿 ▾</translation>
    </message>
    <message>
        <source>Yakuman ▸</source>
        <translation>役滿 ▸</translation>
    </message>
    <message>
        <source>✓ Right</source>
        <translation>✓ 正確</translation>
    </message>
    <message>
        <source>✗ It is %1</source>
        <translation>✗ 正確答案是 %1</translation>
    </message>
</context>
</TS>
