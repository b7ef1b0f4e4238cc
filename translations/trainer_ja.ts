<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Riichi Scoring Trainer</source>
        <translation>リーチ麻雀 点数計算トレーナーについて</translation>
    </message>
    <message>
        <source>Riichi Scoring Trainer</source>
        <translation>リーチ麻雀 点数計算トレーナー</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <source>Learn and do Japanese riichi mahjong scoring.</source>
        <translation>リーチ麻雀の点数計算を学び、実戦で使うためのアプリです。</translation>
    </message>
    <message>
        <source>Free software under the %1 licence. It contains:</source>
        <translation>%1 ライセンスのフリーソフトウェアです。同梱しているもの：</translation>
    </message>
    <message>
        <source>The full licence texts are in %1</source>
        <translation>ライセンスの全文は %1 にあります</translation>
    </message>
    <message>
        <source>The full licence texts come with each installed package.</source>
        <translation>ライセンスの全文は、インストールされた各パッケージに含まれています。</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>構成要素</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
</context>
<context>
    <name>AnswerField</name>
    <message>
        <source>✓ Right</source>
        <translation>✓ 正解</translation>
    </message>
    <message>
        <source>✗ It is %1</source>
        <translation>✗ 正解は %1</translation>
    </message>
</context>
<context>
    <name>CalculatorView</name>
    <message>
        <source>Won on a discard (T switches)</source>
        <translation>他家の捨て牌で和了（T で切り替え）</translation>
    </message>
    <message>
        <source>Self-drawn win (T switches)</source>
        <translation>自分のツモで和了（T で切り替え）</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>表記</translation>
    </message>
    <message>
        <source>e.g. 123m456p789s11z 555z(pon) win 1z</source>
        <translation>例：123m456p789s11z 555z(pon) win 1z</translation>
    </message>
    <message>
        <source>Tiles in mpsz: 123m 406p (0 = red five) 789s 1234567z (E S W N, white, green, red).
Melds: tiles then their kind in brackets: 555z(pon) 1111m(ankan) 406s(chi) 7777p(minkan) 2222s(kakan).
Winning tile: win 3s (otherwise the last tile written). Enter tidies the text.</source>
        <translation>牌は mpsz 表記：123m 萬子、406p 筒子（0 は赤五）、789s 索子、1234567z 字牌（東南西北白發中）。
副露：牌の後ろに種類を括弧で：555z(pon) 1111m(ankan) 406s(chi) 7777p(minkan) 2222s(kakan)。
和了牌：win 3s（省略すると最後に書いた牌）。Enter で表記を整えます。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy the notation (Ctrl+Shift+C)</source>
        <translation>表記をコピー（Ctrl+Shift+C）</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>元に戻す（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Y)</source>
        <translation>やり直し（Ctrl+Y）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Start over (Ctrl+Backspace)</source>
        <translation>最初からやり直す（Ctrl+Backspace）</translation>
    </message>
    <message>
        <source>Random hand</source>
        <translation>ランダム手牌</translation>
    </message>
    <message>
        <source>Deal a random legal hand (Ctrl+R)</source>
        <translation>ランダムな和了形を配る（Ctrl+R）</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Click adds a tile · right-click makes a chi, pon or kan · the badge counts copies left</source>
        <translation>クリックで牌を追加 · 右クリックでチー・ポン・カン · 数字は残り枚数</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>状況</translation>
    </message>
    <message>
        <source>Click tiles below or type a hand like 234m456p678s33355s</source>
        <translation>下の牌をクリックするか、234m456p678s33355s のように手牌を入力</translation>
    </message>
    <message>
        <source>Click adds a tile · right-click makes a pon or kan (three players: no chi) · the badge counts copies left</source>
        <translation>クリックで牌を追加 · 右クリックでポン・カン（三人麻雀はチーなし） · 数字は残り枚数</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n 枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more to complete the hand</source>
        <translation>
            <numerusform>あと %n 枚で完成</numerusform>
        </translation>
    </message>
    <message>
        <source>one short: the waits are listed on the right</source>
        <translation>あと 1 枚：待ちは右に表示</translation>
    </message>
    <message numerus="yes">
        <source>No red five %1 left: these rules have %n in the set.</source>
        <translation>
            <numerusform>赤五 %1 は使い切りました：このルールでは %n 枚です。</numerusform>
        </translation>
    </message>
    <message>
        <source>No plain %1 left: the other fives of the set are red (%2).</source>
        <translation>通常の %1 は使い切りました：残りの五は赤五（%2）です。</translation>
    </message>
    <message>
        <source>No more ura dora indicators than dora indicators: add a dora indicator first.</source>
        <translation>裏ドラ表示牌はドラ表示牌より多くできません：先にドラ表示牌を追加してください。</translation>
    </message>
    <message>
        <source>%1 is not in the three-player set (2m to 8m are removed).</source>
        <translation>%1 は三人麻雀の牌にありません（二萬〜八萬は抜かれています）。</translation>
    </message>
    <message>
        <source>Three players cannot chi: only pon and kan.</source>
        <translation>三人麻雀ではチーできません：ポンとカンのみです。</translation>
    </message>
    <message>
        <source>Kita exist only with three players: choose a three-player rule set.</source>
        <translation>北抜きは三人麻雀だけです：三人麻雀のルールを選んでください。</translation>
    </message>
    <message>
        <source>type tiles into the notation box</source>
        <translation>表記欄に牌を入力</translation>
    </message>
    <message>
        <source>tidy the notation box</source>
        <translation>表記欄を整える</translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation>元に戻す / やり直し</translation>
    </message>
    <message>
        <source>pick a dora / ura dora indicator</source>
        <translation>ドラ / 裏ドラ表示牌を選ぶ</translation>
    </message>
    <message>
        <source>stop picking indicators</source>
        <translation>表示牌の選択をやめる</translation>
    </message>
    <message>
        <source>remove the last tile</source>
        <translation>最後の牌を取り除く</translation>
    </message>
    <message>
        <source>start over</source>
        <translation>最初からやり直す</translation>
    </message>
    <message>
        <source>random legal hand</source>
        <translation>ランダムな和了形を配る</translation>
    </message>
    <message>
        <source>copy / paste the notation</source>
        <translation>表記のコピー / 貼り付け</translation>
    </message>
    <message>
        <source>go to the notation box</source>
        <translation>表記欄へ移動</translation>
    </message>
    <message>
        <source>open a quiz hand code</source>
        <translation>クイズの手牌コードを開く</translation>
    </message>
    <message>
        <source>switch tabs</source>
        <translation>タブの切り替え</translation>
    </message>
    <message>
        <source>this list</source>
        <translation>この一覧</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Open hand code</source>
        <translation>手牌コードを開く</translation>
    </message>
    <message>
        <source>Hand code (shown under every quiz question):</source>
        <translation>手牌コード（クイズの各問題の下に表示）：</translation>
    </message>
    <message>
        <source>This hand code has a typo or is cut short.</source>
        <translation>この手牌コードは打ち間違いがあるか、途中で切れています。</translation>
    </message>
    <message>
        <source>This hand code was made by a newer version of the program.</source>
        <translation>この手牌コードは新しいバージョンのプログラムで作られました。</translation>
    </message>
    <message>
        <source>This is not a hand code.</source>
        <translation>これは手牌コードではありません。</translation>
    </message>
    <message>
        <source>The clipboard holds %1 characters: too long for a hand or a hand code (at most %2).</source>
        <translation>クリップボードの内容は %1 文字です：手牌や手牌コードとしては長すぎます（最大 %2 文字）。</translation>
    </message>
    <message>
        <source>Click a tile to make it the winning tile; right-click to remove</source>
        <translation>クリックで和了牌に、右クリックで取り除く</translation>
    </message>
    <message>
        <source>Paste a hand in notation or a hand code (Ctrl+Shift+V)</source>
        <translation>表記または手牌コードを貼り付け（Ctrl+Shift+V）</translation>
    </message>
    <message>
        <source>Hand code…</source>
        <translation>手牌コード…</translation>
    </message>
    <message>
        <source>Open a quiz hand code: its hand, situation and rules (Ctrl+O)</source>
        <translation>クイズの手牌コードを開く：手牌・状況・ルール（Ctrl+O）</translation>
    </message>
    <message>
        <source>Winning tile %1 · click another tile to change it</source>
        <translation>和了牌 %1 · 別の牌をクリックで変更</translation>
    </message>
    <message>
        <source>All four %1 are already in use.</source>
        <translation>%1 は 4 枚とも使用済みです。</translation>
    </message>
    <message>
        <source>These rules have no red five %1.</source>
        <translation>このルールに赤五 %1 はありません。</translation>
    </message>
    <message>
        <source>The hand is complete: right-click a tile to remove it first.</source>
        <translation>手牌がそろっています。先に牌を右クリックで取り除いてください。</translation>
    </message>
    <message>
        <source>A hand has at most four melds.</source>
        <translation>副露は最大 4 組です。</translation>
    </message>
    <message>
        <source>No room for another meld: remove some closed tiles first.</source>
        <translation>これ以上副露できません。先に手牌を取り除いてください。</translation>
    </message>
    <message>
        <source>At most five indicators.</source>
        <translation>表示牌は最大 5 枚です。</translation>
    </message>
    <message>
        <source>Make %1 the winning tile</source>
        <translation>%1 を和了牌にする</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 を取り除く</translation>
    </message>
    <message>
        <source>Remove the %1</source>
        <translation>この%1を取り除く</translation>
    </message>
    <message>
        <source>Click the dora indicator · Esc cancels</source>
        <translation>ドラ表示牌をクリック · Esc で取り消し</translation>
    </message>
    <message>
        <source>Click the ura dora indicator · Esc cancels</source>
        <translation>裏ドラ表示牌をクリック · Esc で取り消し</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <source>This is the only way to read the hand.</source>
        <translation>この手牌の取り方は一通りだけです。</translation>
    </message>
    <message>
        <source>This reading pays the most points.</source>
        <translation>高点法により、最も点数の高い取り方を採ります。</translation>
    </message>
    <message>
        <source>Readings pay the same points; a yakuman is preferred to a counted (kazoe) yakuman.</source>
        <translation>点数が同じなら、数え役満より役満を採ります。</translation>
    </message>
    <message>
        <source>Readings pay the same points; this one has more han.</source>
        <translation>点数が同じ取り方のうち、翻数の多いものを採ります。</translation>
    </message>
    <message>
        <source>Readings pay the same points and han; this one has more fu.</source>
        <translation>点数も翻数も同じ取り方のうち、符の多いものを採ります。</translation>
    </message>
    <message>
        <source>Several readings score exactly the same.</source>
        <translation>複数の取り方がまったく同じ点数になります。</translation>
    </message>
</context>
<context>
    <name>ClaimEditor</name>
    <message>
        <source>Whole hand</source>
        <translation>手牌から</translation>
    </message>
    <message>
        <source>Han and fu</source>
        <translation>翻と符</translation>
    </message>
    <message>
        <source>Points as called</source>
        <translation>申告点数</translation>
    </message>
    <message>
        <source>Build in the calculator…</source>
        <translation>計算機で作る…</translation>
    </message>
    <message>
        <source>Change in the calculator…</source>
        <translation>計算機で直す…</translation>
    </message>
    <message>
        <source>No hand yet.</source>
        <translation>手牌はまだありません。</translation>
    </message>
    <message>
        <source>Non-dealers pay</source>
        <translation>子の支払い</translation>
    </message>
    <message>
        <source>The other non-dealer pays</source>
        <translation>もう一人の子の支払い</translation>
    </message>
    <message>
        <source>Dealer pays</source>
        <translation>親の支払い</translation>
    </message>
    <message>
        <source>Each pays</source>
        <translation>各自の支払い</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Liable (pao)</source>
        <translation>責任払い（包）</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>ClassroomActions</name>
    <message>
        <source>PNG picture, 2× (*.png)</source>
        <translation>PNG画像、2倍 (*.png)</translation>
    </message>
    <message>
        <source>PNG picture, 1× (*.png)</source>
        <translation>PNG画像、1倍 (*.png)</translation>
    </message>
    <message>
        <source>PNG picture, 4× (*.png)</source>
        <translation>PNG画像、4倍 (*.png)</translation>
    </message>
    <message>
        <source>SVG picture (*.svg)</source>
        <translation>SVG画像 (*.svg)</translation>
    </message>
    <message>
        <source>Save a picture of the hand</source>
        <translation>手牌の画像を保存</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>画像</translation>
    </message>
    <message>
        <source>The picture could not be saved: %1</source>
        <translation>画像を保存できませんでした：%1</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>発表</translation>
    </message>
    <message>
        <source>Show the hand, or the lesson deck, full screen (F5)</source>
        <translation>手牌または教材を全画面で表示 (F5)</translation>
    </message>
    <message>
        <source>Add this hand to the lesson deck</source>
        <translation>この手牌を教材に追加</translation>
    </message>
    <message>
        <source>Put it in the Classroom tab&apos;s deck (Ctrl+Shift+D)</source>
        <translation>「教室」タブの教材に追加 (Ctrl+Shift+D)</translation>
    </message>
    <message>
        <source>Save a picture of this hand…</source>
        <translation>この手牌の画像を保存…</translation>
    </message>
    <message>
        <source>PNG or SVG (Ctrl+Shift+S)</source>
        <translation>PNGまたはSVG (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>Copy a picture of this hand</source>
        <translation>この手牌の画像をコピー</translation>
    </message>
    <message>
        <source>For slides and chats (Ctrl+Shift+P)</source>
        <translation>スライドやチャット用 (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Present on</source>
        <translation>表示する画面</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>標準サイズ</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>教室</translation>
    </message>
    <message>
        <source>Build a complete hand in the calculator first (or open a lesson deck in the Classroom tab).</source>
        <translation>まず点数計算で完成した手牌を作ってください（または「教室」タブで教材を開いてください）。</translation>
    </message>
    <message numerus="yes">
        <source>Added to the lesson deck (%n hand(s))</source>
        <translation>
            <numerusform>教材に追加しました（%n 手）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) could not be added:</source>
        <translation>
            <numerusform>%n 手を追加できませんでした：</numerusform>
        </translation>
    </message>
    <message>
        <source>Picture copied: paste it into slides or a chat.</source>
        <translation>画像をコピーしました。スライドやチャットに貼り付けできます。</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Hand %1: </source>
        <translation>%1 手目：</translation>
    </message>
    <message>
        <source>The file is too large to be a lesson deck.</source>
        <translation>ファイルが大きすぎます。教材ではありません。</translation>
    </message>
    <message>
        <source>The file is not a lesson deck: it is not valid JSON (line %1).</source>
        <translation>教材ファイルではありません：JSONが正しくありません（%1 行目）。</translation>
    </message>
    <message>
        <source>The file is not a lesson deck.</source>
        <translation>教材ファイルではありません。</translation>
    </message>
    <message>
        <source>This deck was made by a newer version of the program.</source>
        <translation>この教材は新しいバージョンで作られています。</translation>
    </message>
    <message>
        <source>The field “%1” is not right.</source>
        <translation>項目「%1」が正しくありません。</translation>
    </message>
    <message>
        <source>A deck holds at most %1 hands.</source>
        <translation>教材は最大 %1 手までです。</translation>
    </message>
    <message>
        <source>“%1” is longer than %2 characters.</source>
        <translation>「%1」が %2 文字を超えています。</translation>
    </message>
    <message>
        <source>This is not a hand code, or it has a typo.</source>
        <translation>手牌コードではないか、入力ミスがあります。</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>ファイルを読めません：%1</translation>
    </message>
</context>
<context>
    <name>DeckView</name>
    <message>
        <source>Lesson title, e.g. “Fu of melds”</source>
        <translation>教材のタイトル（例：「面子の符」）</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <source>Add hands ▾</source>
        <translation>手牌を追加 ▾</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>発表</translation>
    </message>
    <message>
        <source>Worksheet PDF…</source>
        <translation>プリントPDF…</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>画像…</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Open in calculator</source>
        <translation>点数計算で開く</translation>
    </message>
    <message>
        <source>Present the deck full screen from the selected hand (F5)</source>
        <translation>選んだ手牌から教材を全画面で発表 (F5)</translation>
    </message>
    <message>
        <source>The hands with answer boxes, then the answer key, as a PDF</source>
        <translation>解答欄付きの手牌と解答をPDFに</translation>
    </message>
    <message>
        <source>The calculator&apos;s hand</source>
        <translation>点数計算の手牌</translation>
    </message>
    <message>
        <source>Hand codes…</source>
        <translation>手牌コード…</translation>
    </message>
    <message>
        <source>From quiz history…</source>
        <translation>クイズの履歴から…</translation>
    </message>
    <message>
        <source>Generated hands…</source>
        <translation>自動生成の手牌…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <source>Note for the teacher (shown with N while presenting, printed on the key)</source>
        <translation>先生用メモ（発表中は N で表示、解答に印刷）</translation>
    </message>
    <message>
        <source>A lesson deck is the list of hands you present to the class and print as a worksheet.

Add hands with “Add hands”: the calculator&apos;s hand (Ctrl+Shift+D from any tab), hand codes, questions missed in the quiz, or hands generated for a topic and level.</source>
        <translation>教材は、クラスで発表しプリントとして印刷する手牌のリストです。

「手牌を追加」から追加できます：点数計算の手牌（どのタブでも Ctrl+Shift+D）、手牌コード、クイズで間違えた問題、テーマとレベルで生成した手牌。</translation>
    </message>
    <message numerus="yes">
        <source>Hands (%n)</source>
        <translation>
            <numerusform>手牌（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Lesson deck</source>
        <translation>教材</translation>
    </message>
    <message>
        <source>The calculator has no complete hand.</source>
        <translation>点数計算に完成した手牌がありません。</translation>
    </message>
    <message>
        <source>Add hand codes</source>
        <translation>手牌コードを追加</translation>
    </message>
    <message>
        <source>One hand per line: a hand code (shown under every quiz question) or a hand in JSON.</source>
        <translation>1行に1手：手牌コード（クイズの各問題の下に表示）またはJSONの手牌。</translation>
    </message>
    <message>
        <source>Line %1 (%2…): %3</source>
        <translation>%1 行目（%2…）：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) could not be added:</source>
        <translation>
            <numerusform>%n 行を追加できませんでした：</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no quiz history yet.</source>
        <translation>クイズの履歴はまだありません。</translation>
    </message>
    <message>
        <source>From quiz history</source>
        <translation>クイズの履歴から</translation>
    </message>
    <message>
        <source>Questions answered wrong</source>
        <translation>間違えた問題</translation>
    </message>
    <message>
        <source>Every question answered</source>
        <translation>答えたすべての問題</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>No questions to add.</source>
        <translation>追加する問題がありません。</translation>
    </message>
    <message>
        <source>Reading quiz history…</source>
        <translation>クイズの履歴を読み込み中…</translation>
    </message>
    <message>
        <source>Generated hands</source>
        <translation>自動生成の手牌</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>数</translation>
    </message>
    <message>
        <source>Dealing hands…</source>
        <translation>配牌中…</translation>
    </message>
    <message>
        <source>Save the changes to the lesson deck?</source>
        <translation>教材の変更を保存しますか？</translation>
    </message>
    <message>
        <source>Open lesson deck</source>
        <translation>教材を開く</translation>
    </message>
    <message>
        <source>Any file (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Lesson deck (*.json)</source>
        <translation>教材 (*.json)</translation>
    </message>
    <message>
        <source>Save lesson deck</source>
        <translation>教材を保存</translation>
    </message>
    <message>
        <source>The deck could not be saved: %1</source>
        <translation>教材を保存できませんでした：%1</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>教材</translation>
    </message>
    <message>
        <source>Worksheet PDF</source>
        <translation>プリントPDF</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>USレター</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>用紙</translation>
    </message>
    <message>
        <source>Language of the class</source>
        <translation>クラスの言語</translation>
    </message>
    <message>
        <source>worksheet</source>
        <translation>プリント</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the worksheet…</source>
        <translation>プリントを作成中…</translation>
    </message>
</context>
<context>
    <name>Diagnosis</name>
    <message>
        <source>a non-dealer&apos;s ron</source>
        <translation>子のロン</translation>
    </message>
    <message>
        <source>a dealer&apos;s ron</source>
        <translation>親のロン</translation>
    </message>
    <message>
        <source>a non-dealer&apos;s tsumo</source>
        <translation>子のツモ</translation>
    </message>
    <message>
        <source>a dealer&apos;s tsumo</source>
        <translation>親のツモ</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>ポン</translation>
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
        <translation>%1 を数え忘れた可能性があります：%2符</translation>
    </message>
    <message>
        <source>You likely added %1 fu for a closed ron, but the hand is open</source>
        <translation>門前加符 %1符 を加えた可能性がありますが、この手は副露しています</translation>
    </message>
    <message>
        <source>You likely added %1 tsumo fu: pinfu tsumo is 20 fu flat</source>
        <translation>ツモ符 %1符 を加えた可能性があります：平和ツモは20符固定です</translation>
    </message>
    <message>
        <source>You likely added %1 (%2 fu), which this hand does not get</source>
        <translation>%1（%2符）を加えた可能性がありますが、この手には付きません</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as closed: %3 fu instead of %4</source>
        <translation>%1 の%2を暗刻として数えた可能性があります：%4符ではなく%3符</translation>
    </message>
    <message>
        <source>You likely counted the %1 triplet as closed, but the ron tile completed it, so it counts open: %2 fu, not %3</source>
        <translation>%1 の刻子を暗刻として数えた可能性がありますが、ロン牌で完成したので明刻扱いです：%3符ではなく%2符</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as open: %3 fu instead of %4</source>
        <translation>%1 の%2を明刻として数えた可能性があります：%4符ではなく%3符</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as terminals or honors: %3 fu instead of %4</source>
        <translation>%1 の%2を幺九牌として数えた可能性があります：%4符ではなく%3符</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as simples: %3 fu instead of %4</source>
        <translation>%1 の%2を中張牌として数えた可能性があります：%4符ではなく%3符</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as a triplet: %3 fu instead of %4</source>
        <translation>%1 の%2を刻子として数えた可能性があります：%4符ではなく%3符</translation>
    </message>
    <message>
        <source>You likely counted the %1 double-wind pair as %2 fu: these rules give %3</source>
        <translation>%1 の連風牌の雀頭を%2符と数えた可能性があります：このルールでは%3符です</translation>
    </message>
    <message>
        <source>You likely forgot to round up: %1 fu → %2</source>
        <translation>切り上げを忘れた可能性があります：%1符 → %2符</translation>
    </message>
    <message>
        <source>You likely rounded down: %1 fu rounds up to %2</source>
        <translation>切り捨てた可能性があります：%1符は%2符に切り上げます</translation>
    </message>
    <message>
        <source>You likely forgot that an open hand of 20 fu counts 30</source>
        <translation>副露した20符の手は30符になることを忘れた可能性があります</translation>
    </message>
    <message>
        <source>Seven pairs is 25 fu flat; it is not rounded up to 30</source>
        <translation>七対子は25符固定で、30符に切り上げません</translation>
    </message>
    <message>
        <source>You likely read the hand another way (%1 wait: %2 han %3 fu); the reading that pays most counts</source>
        <translation>別の取り方（%1：%2翻%3符）で数えた可能性があります。最も高くなる取り方を採ります</translation>
    </message>
    <message>
        <source>You likely left out %1: %2 han</source>
        <translation>%1 を数え忘れた可能性があります：%2翻</translation>
    </message>
    <message>
        <source>You likely counted %1 at its closed value: open, it is %2 han, not %3</source>
        <translation>%1 を門前の翻数で数えた可能性があります：副露では%3翻ではなく%2翻です</translation>
    </message>
    <message>
        <source>%1 does not count here: %2</source>
        <translation>%1 はここでは成立しません：%2</translation>
    </message>
    <message>
        <source>%1 is not in this hand</source>
        <translation>この手に %1 はありません</translation>
    </message>
    <message>
        <source>You likely counted %1 ura dora, but only a hand in riichi gets ura dora</source>
        <translation>裏ドラを%1枚数えた可能性がありますが、裏ドラはリーチした手だけです</translation>
    </message>
    <message>
        <source>You likely missed %1 dora: the indicator %2 makes %3 the dora</source>
        <translation>ドラ%1枚を見落とした可能性があります：表示牌%2のドラは%3です</translation>
    </message>
    <message>
        <source>You likely missed %1 ura dora: the indicator %2 makes %3 the ura dora</source>
        <translation>裏ドラ%1枚を見落とした可能性があります：表示牌%2の裏ドラは%3です</translation>
    </message>
    <message>
        <source>You likely counted the dora from the indicator %1 itself (%2): the dora is the next tile, %3 (%4)</source>
        <translation>表示牌%1そのものをドラとして数えた可能性があります（%2枚）：ドラは次の牌の%3です（%4枚）</translation>
    </message>
    <message>
        <source>You likely counted the ura dora from the indicator %1 itself (%2): it is the next tile, %3 (%4)</source>
        <translation>裏ドラ表示牌%1そのものを数えた可能性があります（%2枚）：裏ドラは次の牌の%3です（%4枚）</translation>
    </message>
    <message>
        <source>You likely missed the red five: %1 han</source>
        <translation>赤ドラを見落とした可能性があります：%1翻</translation>
    </message>
    <message>
        <source>You likely paid as for %1; this is %2</source>
        <translation>%1として支払いを計算した可能性があります。これは%2です</translation>
    </message>
    <message>
        <source>You likely swapped the payers: on a non-dealer&apos;s tsumo the dealer pays twice what the others pay</source>
        <translation>支払う人を取り違えた可能性があります：子のツモでは、親は子の2倍を支払います</translation>
    </message>
    <message>
        <source>You likely swapped the payers: on a non-dealer&apos;s tsumo the dealer pays more than the other player</source>
        <translation>支払う人を取り違えた可能性があります：子のツモでは、親はもう一人の子より多く支払います</translation>
    </message>
    <message>
        <source>You likely left out the %1 honba (%2 points in all)</source>
        <translation>%1本場を数え忘れた可能性があります（合計%2点）</translation>
    </message>
    <message>
        <source>On a tsumo each player pays 100 per honba, not 300</source>
        <translation>ツモでは各自1本場につき100点を支払います（300点ではありません）</translation>
    </message>
    <message>
        <source>On a ron the discarder pays 300 per honba</source>
        <translation>ロンでは放銃者が1本場につき300点を支払います</translation>
    </message>
    <message>
        <source>You likely paid as with four players: with three there is no North, and North&apos;s %1 is not paid (tsumo loss)</source>
        <translation>四人麻雀のつもりで支払った可能性があります：三人麻雀に北家はおらず、北家の分%1点は支払われません（ツモ損）</translation>
    </message>
    <message>
        <source>You likely paid as with four players: with three there is no North, and North&apos;s %1 is split between the two payers</source>
        <translation>四人麻雀のつもりで支払った可能性があります：三人麻雀に北家はおらず、北家の分%1点は支払う2人で折半します</translation>
    </message>
    <message>
        <source>With three players each of the two payers pays %1 per honba on a tsumo, not %2</source>
        <translation>三人麻雀のツモでは、支払う2人がそれぞれ1本場につき%1点を支払います（%2点ではありません）</translation>
    </message>
    <message>
        <source>With three players the discarder pays %1 per honba on a ron, not %2</source>
        <translation>三人麻雀のロンでは、放銃者が1本場につき%1点を支払います（%2点ではありません）</translation>
    </message>
    <message>
        <source>You likely left out the riichi sticks on the table (%1 points)</source>
        <translation>場のリーチ棒を数え忘れた可能性があります（%1点）</translation>
    </message>
    <message>
        <source>%1 han %2 fu is %3: the limit caps the base points (without it they would be %4)</source>
        <translation>%1翻%2符は%3です：基本点は上限で頭打ちになります（上限がなければ%4）</translation>
    </message>
    <message>
        <source>You likely paid %1 han as %2; it is %3</source>
        <translation>%1翻を%2として計算した可能性があります。正しくは%3です</translation>
    </message>
    <message>
        <source>You likely paid %1 han as %2; it is below any limit</source>
        <translation>%1翻を%2として計算した可能性があります。満貫には届きません</translation>
    </message>
    <message>
        <source>These rules round %1 han %2 fu up to mangan (kiriage)</source>
        <translation>このルールでは%1翻%2符を満貫に切り上げます（切り上げ満貫）</translation>
    </message>
    <message>
        <source>These rules have no kiriage: %1 han %2 fu is not a mangan</source>
        <translation>このルールには切り上げ満貫がありません：%1翻%2符は満貫ではありません</translation>
    </message>
    <message>
        <source>Under these rules %1 han without a yakuman is %2</source>
        <translation>このルールでは役満のない%1翻は%2です</translation>
    </message>
    <message>
        <source>No tsumo fu: pinfu tsumo is 20 fu flat</source>
        <translation>ツモ符なし：平和ツモは20符固定です</translation>
    </message>
    <message>
        <source>No tsumo fu: these rules give none for a win on the kan replacement tile</source>
        <translation>ツモ符なし：このルールでは嶺上開花にツモ符が付きません</translation>
    </message>
    <message>
        <source>No closed-ron fu: the hand is open</source>
        <translation>門前加符なし：この手は副露しています</translation>
    </message>
    <message>
        <source>Seven pairs: 25 fu flat, not rounded</source>
        <translation>七対子：25符固定、切り上げません</translation>
    </message>
    <message>
        <source>That follows from your %1 fu %2 han: fix those first</source>
        <translation>あなたの%1符%2翻から計算した値です：まず符と翻を直しましょう</translation>
    </message>
    <message>
        <source>That follows from your answer %1: fix that first</source>
        <translation>あなたの答え（%1）から計算した値です：まずそれを直しましょう</translation>
    </message>
    <message>
        <source>No single slip gives your number; check the breakdown below</source>
        <translation>ひとつの間違いではあなたの数字になりません。下の内訳を確認してください</translation>
    </message>
    <message>
        <source>This hand has no yakuman: type the han it counts</source>
        <translation>この手に役満はありません：数えた翻数を入力してください</translation>
    </message>
    <message>
        <source>Several slips fit your number equally:</source>
        <translation>次のどの間違いでもあなたの数字になります：</translation>
    </message>
    <message>
        <source> and </source>
        <translation>、さらに</translation>
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
        <translation>聴牌</translation>
    </message>
    <message>
        <source>Noten</source>
        <translation>ノーテン</translation>
    </message>
    <message>
        <source>No payments.</source>
        <translation>支払いなし。</translation>
    </message>
    <message>
        <source>The dealer keeps the deal.</source>
        <translation>親は連荘します。</translation>
    </message>
    <message>
        <source>The deal passes.</source>
        <translation>親が流れます。</translation>
    </message>
    <message>
        <source>Correct this draw</source>
        <translation>この流局を訂正</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>EXHAUSTIVE DRAW — TAP WHO IS TENPAI</source>
        <translation>荒牌流局 — 聴牌者をタップ</translation>
    </message>
    <message>
        <source>Apply draw</source>
        <translation>流局を記録</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>訂正</translation>
    </message>
    <message>
        <source>ABORTIVE DRAW</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>CHOMBO — WHO?</source>
        <translation>チョンボ — 誰？</translation>
    </message>
    <message>
        <source>END THE GAME</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <source>Dealer stops here</source>
        <translation>親がここで終了</translation>
    </message>
    <message>
        <source>End the game now</source>
        <translation>今すぐ終了</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>Chombo: the offender pays a mangan as if another player had won by tsumo; the hand is replayed.</source>
        <translation>チョンボ：違反者は満貫ツモを逆に支払い、局はやり直しになります。</translation>
    </message>
    <message>
        <source>Chombo: the offender pays %1 to each other player; the hand is replayed.</source>
        <translation>チョンボ：違反者は他の各家に %1 点を支払い、局はやり直しになります。</translation>
    </message>
    <message>
        <source>Chombo: %1 off the offender&apos;s final result (after uma); the hand is replayed.</source>
        <translation>チョンボ：違反者の最終成績から %1 点を引きます（ウマの後）。局はやり直しになります。</translation>
    </message>
    <message>
        <source>(assumed: no rule text confirms it for these rules)</source>
        <translation>（仮定：このルールでの規定は確認できません）</translation>
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
        <translation>牌が mpsz 表記（例：123m456p11z）で書かれていません。</translation>
    </message>
    <message>
        <source>%1 copies of %2 across the hand, melds and indicators; a kind appears at most 4 times.</source>
        <extracomment>%1 how many, %2 the tile (mpsz, e.g. 5m)</extracomment>
        <translation>手牌・副露・表示牌に %2 が %1 枚あります。同じ牌は最大 4 枚です。</translation>
    </message>
    <message>
        <source>%1 × %2, but these rules have only %3 red five(s) in that suit.</source>
        <extracomment>%1 how many, %2 the red five (0m, 0p or 0s), %3 how many the rules have</extracomment>
        <translation>%2 が %1 枚ありますが、このルールではその色の赤五は %3 枚だけです。</translation>
    </message>
    <message>
        <source>%1 tiles, %2 of them closed; with these melds the hand needs %3 tiles: %4 closed, including the winning tile.</source>
        <extracomment>%1 all tiles, %2 closed tiles, %3 tiles needed, %4 closed tiles needed</extracomment>
        <translation>牌が %1 枚（うち手牌 %2 枚）あります。この副露なら和了形は %3 枚、手牌は和了牌を含めて %4 枚です。</translation>
    </message>
    <message>
        <source>A meld has the wrong tiles for its kind.</source>
        <translation>副露の牌がその種類に合っていません。</translation>
    </message>
    <message>
        <source>The winning tile %1 is not among the closed tiles.</source>
        <translation>和了牌 %1 が手牌にありません。</translation>
    </message>
    <message>
        <source>%1 is not a winning hand: it does not split into four sets and a pair, seven pairs, or thirteen orphans.</source>
        <translation>%1 は和了形ではありません（4面子1雀頭・七対子・国士無双のどれにもなりません）。</translation>
    </message>
    <message>
        <source>The hand has no yaku (dora alone do not make a win).</source>
        <translation>役がありません（ドラだけでは和了できません）。</translation>
    </message>
    <message>
        <source>The situation settings contradict each other.</source>
        <translation>状況の設定が互いに矛盾しています。</translation>
    </message>
    <message>
        <source>The rule settings are not valid.</source>
        <translation>ルール設定が正しくありません。</translation>
    </message>
    <message>
        <source>“%1” is not a tile digit or suit letter (m, p, s, z).</source>
        <translation>「%1」は牌の数字でも色の記号（m・p・s・z）でもありません。</translation>
    </message>
    <message>
        <source>The suit letter “%1” has no digits before it.</source>
        <translation>色の記号「%1」の前に数字がありません。</translation>
    </message>
    <message>
        <source>%1 is not an honor tile (honors are 1z to 7z).</source>
        <translation>%1 は字牌ではありません（字牌は 1z〜7z）。</translation>
    </message>
    <message>
        <source>The digits “%1” have no suit letter after them.</source>
        <translation>数字「%1」の後に色の記号がありません。</translation>
    </message>
    <message>
        <source>“%1” is not exactly one tile (write it like 5m, 0p or 7z).</source>
        <translation>「%1」は牌 1 枚ではありません（5m・0p・7z のように書きます）。</translation>
    </message>
    <message>
        <source>The field “%1” is missing, unknown or of the wrong type.</source>
        <translation>項目「%1」がないか、不明か、型が違います。</translation>
    </message>
    <message>
        <source>A hand must be a JSON object.</source>
        <translation>手牌は JSON オブジェクトでなければなりません。</translation>
    </message>
    <message>
        <source>“%1” is too large (the limit is %2).</source>
        <extracomment>jsonio.check_bounds / loads_bounded: %1 the field (or nothing), %2 the limit</extracomment>
        <translation>「%1」が大きすぎます（上限は %2）。</translation>
    </message>
    <message>
        <source>“%1” is nested too deeply (at most %2 levels).</source>
        <translation>「%1」の入れ子が深すぎます（最大 %2 段）。</translation>
    </message>
    <message>
        <source>This is not JSON text.</source>
        <translation>これは JSON テキストではありません。</translation>
    </message>
    <message>
        <source>the input</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>%1 tiles; a winning hand without melds has 14, the winning tile included.</source>
        <translation>牌が %1 枚です。副露なしの和了形は和了牌を含めて 14 枚です。</translation>
    </message>
    <message>
        <source>The %1 %2 has %3 tiles; it needs %4.</source>
        <extracomment>%1 meld kind (translated), %2 its tiles (mpsz), %3 tiles it has, %4 tiles it needs</extracomment>
        <translation>%1 %2 は %3 枚です。%4 枚必要です。</translation>
    </message>
    <message>
        <source>The chi %1 is not three consecutive tiles of one suit.</source>
        <translation>チー %1 が同じ色の連続した 3 枚ではありません。</translation>
    </message>
    <message>
        <source>The %1 %2 is not made of one kind of tile.</source>
        <translation>%1 %2 が同じ牌でそろっていません。</translation>
    </message>
    <message>
        <source>%1 melds; a hand has at most 4.</source>
        <translation>副露が %1 組あります。最大 4 組です。</translation>
    </message>
    <message>
        <source>%1 must be an object with “type” and “tiles”.</source>
        <translation>%1 は「type」と「tiles」を持つオブジェクトでなければなりません。</translation>
    </message>
    <message>
        <source>“%1” is not a meld type (chi, pon, minkan, ankan, kakan).</source>
        <translation>「%1」は副露の種類（chi・pon・minkan・ankan・kakan）ではありません。</translation>
    </message>
    <message>
        <source>%1 must be East, South, West or North.</source>
        <translation>%1 は東・南・西・北のいずれかです。</translation>
    </message>
    <message>
        <source>%1 must be a whole number, 0 or more.</source>
        <translation>%1 は 0 以上の整数です。</translation>
    </message>
    <message>
        <source>%1 on an open hand: riichi needs a closed hand.</source>
        <translation>副露した手で%1はできません。立直は門前でのみできます。</translation>
    </message>
    <message>
        <source>Open riichi without riichi: open riichi is a way of declaring riichi.</source>
        <translation>立直なしでオープン立直はつきません。オープン立直は立直の宣言の仕方の一つです。</translation>
    </message>
    <message>
        <source>Ippatsu without riichi: ippatsu is a win within one turn of riichi.</source>
        <translation>立直なしで一発はつきません。一発は立直後一巡以内の和了です。</translation>
    </message>
    <message>
        <source>Ippatsu with rinshan: the winner&apos;s own kan ends the ippatsu turn.</source>
        <translation>一発と嶺上開花は両立しません。自分のカンで一発は消えます。</translation>
    </message>
    <message>
        <source>Haitei on a ron: haitei is a tsumo on the last tile (houtei is the ron).</source>
        <translation>ロンで海底摸月はつきません。海底は最後の牌でのツモ和了です（ロンなら河底撈魚）。</translation>
    </message>
    <message>
        <source>Houtei on a tsumo: houtei is a ron on the last discard.</source>
        <translation>ツモで河底撈魚はつきません。河底は最後の捨て牌でのロン和了です。</translation>
    </message>
    <message>
        <source>Haitei with rinshan: a kan replacement tile is not the last tile.</source>
        <translation>海底摸月と嶺上開花は両立しません。嶺上牌は最後の牌ではありません。</translation>
    </message>
    <message>
        <source>Rinshan on a ron: rinshan kaihou is a tsumo on the kan replacement tile.</source>
        <translation>ロンで嶺上開花はつきません。嶺上開花はカン後の嶺上牌でのツモ和了です。</translation>
    </message>
    <message>
        <source>Rinshan without a kan in the hand.</source>
        <translation>カンがないので嶺上開花はつきません。</translation>
    </message>
    <message>
        <source>Chankan on a tsumo: robbing a kan is a ron.</source>
        <translation>ツモで槍槓はつきません。槍槓はロン和了です。</translation>
    </message>
    <message>
        <source>Chankan with houtei: a robbed kan tile is not a discard.</source>
        <translation>槍槓と河底撈魚は両立しません。槍槓の牌は捨て牌ではありません。</translation>
    </message>
    <message>
        <source>Chankan on %1, but the hand holds another %1: the other three are in the robbed kan.</source>
        <translation>%1 で槍槓ですが、手牌にも %1 があります。残りの 3 枚は加槓された側にあるはずです。</translation>
    </message>
    <message>
        <source>Chankan on %1, but a dora indicator is %1: the other three are in the robbed kan.</source>
        <translation>%1 で槍槓ですが、ドラ表示牌にも %1 があります。残りの 3 枚は加槓された側にあるはずです。</translation>
    </message>
    <message>
        <source>%1 and %2 cannot both apply.</source>
        <translation>%1と%2は両立しません。</translation>
    </message>
    <message>
        <source>Tenhou for a non-dealer: tenhou is the dealer&apos;s win.</source>
        <translation>子は天和になりません。天和は親の和了です。</translation>
    </message>
    <message>
        <source>Chiihou for the dealer: the dealer&apos;s first-draw win is tenhou.</source>
        <translation>親は地和になりません。親の第一ツモでの和了は天和です。</translation>
    </message>
    <message>
        <source>Renhou for the dealer: renhou is a non-dealer&apos;s win.</source>
        <translation>親は人和になりません。人和は子の和了です。</translation>
    </message>
    <message>
        <source>%1 on a ron: it is a win on the first draw.</source>
        <translation>ロンで%1はつきません。最初のツモでの和了です。</translation>
    </message>
    <message>
        <source>Renhou on a tsumo: renhou is a ron before the player&apos;s first draw.</source>
        <translation>ツモで人和はつきません。人和は自分の最初のツモより前のロン和了です。</translation>
    </message>
    <message>
        <source>%1 with a meld: no call is possible yet.</source>
        <translation>副露があると%1になりません。その時点ではまだ鳴けません。</translation>
    </message>
    <message>
        <source>%1 with %2: impossible before the first discard.</source>
        <translation>%1と%2は両立しません。最初の打牌より前には起こりえません。</translation>
    </message>
    <message>
        <source>%1 dora indicators: at most 5 (one, plus one per kan).</source>
        <translation>ドラ表示牌が %1 枚あります。最大 5 枚です（1 枚＋カン 1 回につき 1 枚）。</translation>
    </message>
    <message>
        <source>More ura dora indicators (%1) than dora indicators.</source>
        <translation>裏ドラ表示牌（%1 枚）がドラ表示牌より多いです。</translation>
    </message>
    <message>
        <source>%1 plain %2, but the set has only %3 plain %2 (the others are the red %4).</source>
        <extracomment>%1 how many plain fives, %2 the plain five (5m), %3 plain fives in the set, %4 the red five (0m)</extracomment>
        <translation>通常の %2 が %1 枚ありますが、この牌セットの通常の %2 は %3 枚だけです（残りは赤五 %4）。</translation>
    </message>
    <message>
        <source>The rule option “%1” cannot be %2.</source>
        <extracomment>%1 the option&apos;s label, %2 the value given</extracomment>
        <translation>ルール設定「%1」を %2 にはできません。</translation>
    </message>
    <message>
        <source>Unknown rule preset “%1”.</source>
        <translation>不明なルールプリセット「%1」です。</translation>
    </message>
    <message>
        <source>Unknown rule option “%1”.</source>
        <translation>不明なルール設定「%1」です。</translation>
    </message>
    <message>
        <source>The rules must be a preset name or an object.</source>
        <translation>ルールはプリセット名かオブジェクトでなければなりません。</translation>
    </message>
    <message>
        <source>%1 is not in the three-player set (2m to 8m are removed).</source>
        <extracomment>%1 the tile (mpsz, e.g. 5m)</extracomment>
        <translation>%1 は三人麻雀の牌にありません（二萬〜八萬は抜かれています）。</translation>
    </message>
    <message>
        <source>Chi %1: three players cannot chi (only pon and kan).</source>
        <extracomment>%1 the chi&apos;s tiles (mpsz)</extracomment>
        <translation>チー %1：三人麻雀ではチーできません（ポンとカンのみ）。</translation>
    </message>
    <message>
        <source>With three players the seats are East, South and West.</source>
        <translation>三人麻雀の席は東・南・西の三つです。</translation>
    </message>
    <message>
        <source>Kita with four players: North tiles are set aside only in three-player mahjong.</source>
        <translation>四人麻雀で北抜き：北を抜くのは三人麻雀だけです。</translation>
    </message>
    <message>
        <source>%1 with kita: a kita counts as a call, so the win is not on the first uninterrupted draw.</source>
        <extracomment>%1 tenhou or chiihou (translated)</extracomment>
        <translation>%1 と北抜き：北抜きは鳴きと同じ扱いなので、一巡目の途切れないツモではなくなります。</translation>
    </message>
    <message>
        <source>Renhou with kita: a kita is set aside on one&apos;s own turn after a draw, and renhou is a ron before the first draw.</source>
        <translation>人和と北抜き：北抜きは自分の手番でツモの後にしかできず、人和は最初のツモより前のロンです。</translation>
    </message>
    <message>
        <source>Ippatsu on a double riichi with kita: a kita counts as a call. Set aside before the riichi it rules out double riichi; set aside after it, it ends the ippatsu turn.</source>
        <translation>ダブル立直の一発と北抜き：北抜きは鳴きと同じ扱いです。立直の前に抜けばダブル立直にならず、立直の後に抜けば一発が消えます。</translation>
    </message>
    <message>
        <source>%1 Near misses: %2</source>
        <translation>%1惜しかった役：%2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>／</translation>
    </message>
</context>
<context>
    <name>FeedbackPanel</name>
    <message>
        <source>✓ All right</source>
        <translation>✓ すべて正解</translation>
    </message>
    <message>
        <source>✗ %1 of %2 right</source>
        <translation>✗ %2 問中 %1 問正解</translation>
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
        <translation>支払い</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>%1: several slips give your number; the likeliest:</source>
        <translation>%1：あなたの数字になるミスが複数あります。可能性が高いのは：</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Learn this: %1</source>
        <translation>学ぶ：%1</translation>
    </message>
    <message>
        <source>Other possibilities (%1)</source>
        <translation>その他の可能性（%1）</translation>
    </message>
    <message>
        <source>Noted: %1 will come back for review.</source>
        <translation>記録しました：%1 を復習で出題します。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Left open: your next answers will show which it was; until then none is counted against you.</source>
        <translation>保留：この後の解答でどれだったかが分かります。それまではどの技能にも数えません。</translation>
    </message>
    <message>
        <source>Which one was your slip? Your answer tells the trainer which skill to review; until then none is counted against you.</source>
        <translation>どれがあなたのミスでしたか？答えると、どのスキルを復習すればよいかがわかります。答えるまでは、どのスキルもミスとして数えません。</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>Not sure</source>
        <translation>わからない</translation>
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
        <translation>%1：あなたの答えは %2</translation>
    </message>
</context>
<context>
    <name>Flag</name>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <source>Open riichi</source>
        <translation>オープン立直</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
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
        <translation>槍槓</translation>
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
        <translation>リーチ棒</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Ura dora indicators</source>
        <translation>裏ドラ表示牌</translation>
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
        <translation>和了牌</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Kita (North tiles set aside)</source>
        <translation>北抜き（抜いた北）</translation>
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
        <translation>門前加符</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ符</translation>
    </message>
    <message>
        <source>Open triplet of simples</source>
        <translation>明刻（中張牌）</translation>
    </message>
    <message>
        <source>Open triplet of terminals or honors</source>
        <translation>明刻（幺九牌）</translation>
    </message>
    <message>
        <source>Closed triplet of simples</source>
        <translation>暗刻（中張牌）</translation>
    </message>
    <message>
        <source>Closed triplet of terminals or honors</source>
        <translation>暗刻（幺九牌）</translation>
    </message>
    <message>
        <source>Open kan of simples</source>
        <translation>明槓（中張牌）</translation>
    </message>
    <message>
        <source>Open kan of terminals or honors</source>
        <translation>明槓（幺九牌）</translation>
    </message>
    <message>
        <source>Closed kan of simples</source>
        <translation>暗槓（中張牌）</translation>
    </message>
    <message>
        <source>Closed kan of terminals or honors</source>
        <translation>暗槓（幺九牌）</translation>
    </message>
    <message>
        <source>Pair of dragons</source>
        <translation>雀頭：三元牌</translation>
    </message>
    <message>
        <source>Pair of North (a yakuhai with three players)</source>
        <translation>雀頭：北（三人麻雀の役牌）</translation>
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
        <translation>雀頭：連風牌（自風かつ場風）</translation>
    </message>
    <message>
        <source>Kanchan wait (closed)</source>
        <translation>嵌張待ち</translation>
    </message>
    <message>
        <source>Penchan wait (edge)</source>
        <translation>辺張待ち</translation>
    </message>
    <message>
        <source>Tanki wait (pair)</source>
        <translation>単騎待ち</translation>
    </message>
    <message>
        <source>Open pinfu shape (raised to 30)</source>
        <translation>喰い平和形（30符とする）</translation>
    </message>
    <message>
        <source>Seven pairs (25 fu flat)</source>
        <translation>七対子（25符固定）</translation>
    </message>
    <message>
        <source>Rounded up to the next 10</source>
        <translation>10符単位に切り上げ</translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>和了 %n 回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n differ(s) from the log</source>
        <translation>
            <numerusform>%n 件が牌譜と不一致</numerusform>
        </translation>
    </message>
    <message>
        <source>all agree with the log ✓</source>
        <translation>すべて牌譜と一致 ✓</translation>
    </message>
    <message>
        <source>no wins</source>
        <translation>和了なし</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) could not be read</source>
        <translation>
            <numerusform>%n 局を読み込めませんでした</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Seat %1</source>
        <translation>%1 番席</translation>
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
        <translation>牌譜ではありません（天鳳 mjlog・tenhou.net/6 JSON・mjai）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>the file is cut short (a partial download?)</source>
        <translation>ファイルが途中で切れています（ダウンロードの途中？）</translation>
    </message>
    <message>
        <source>the log is damaged</source>
        <translation>牌譜が壊れています</translation>
    </message>
    <message>
        <source>the file is too large for a game log</source>
        <translation>牌譜としては大きすぎるファイルです</translation>
    </message>
    <message>
        <source>an old log format that is not supported</source>
        <translation>対応していない古い牌譜形式です</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>ファイルを読めません</translation>
    </message>
    <message>
        <source>its scores do not add up (the log looks damaged)</source>
        <translation>点数の計算が合いません（牌譜が壊れているようです）</translation>
    </message>
    <message>
        <source>the import was stopped while it was read</source>
        <translation>読み込み中に取り込みが中止されました</translation>
    </message>
    <message>
        <source>Scored under other rules than the game&apos;s.</source>
        <translation>この対局とは別のルールで計算しました。</translation>
    </message>
    <message>
        <source>Likely a rule difference: it agrees with “%1” set to %2.</source>
        <translation>ルールの違いと思われます：「%1」を %2 にすると一致します。</translation>
    </message>
    <message>
        <source>The log looks damaged: its own records disagree (its value is not what its han and fu pay, or its score changes are not what its value, honba and riichi sticks pay).</source>
        <translation>牌譜が壊れているようです：記録どうしが食い違っています（記録された点数が翻と符の点数と合わない、または点数の移動が点数・本場・供託と合いません）。</translation>
    </message>
    <message>
        <source>The scorer refuses this hand: the log looks damaged.</source>
        <translation>計算機がこの手を受け付けません：牌譜が壊れているようです。</translation>
    </message>
    <message>
        <source>No rule difference explains it: possibly a scoring mistake of ours. Please report it.</source>
        <translation>どのルールの違いでも説明できません：こちらの計算ミスかもしれません。報告してください。</translation>
    </message>
    <message>
        <source>three players</source>
        <translation>三人麻雀</translation>
    </message>
    <message>
        <source>at most %1 MB</source>
        <translation>%1 MB まで</translation>
    </message>
    <message>
        <source>at most %1 games in a file</source>
        <translation>1 ファイルに %1 対局まで</translation>
    </message>
    <message>
        <source>at most %1 hands in a game</source>
        <translation>1 対局に %1 局まで</translation>
    </message>
    <message>
        <source>at most %1 hands in a file</source>
        <translation>1 ファイルに %1 局まで</translation>
    </message>
    <message>
        <source>at most %1 lines of mjai</source>
        <translation>mjai は %1 行まで</translation>
    </message>
    <message>
        <source>at most %1 XML elements</source>
        <translation>XML 要素は %1 個まで</translation>
    </message>
    <message>
        <source>at most %1 XML attributes</source>
        <translation>XML 属性は %1 個まで</translation>
    </message>
    <message>
        <source>at most %1 bytes in one XML tag</source>
        <translation>XML のタグ 1 つは %1 バイトまで</translation>
    </message>
    <message>
        <source>the file is too large for a game log (%1)</source>
        <translation>牌譜としては大きすぎるファイルです（%1）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Yaku only in the log: %1; only ours: %2</source>
        <translation>牌譜だけにある役：%1／こちらだけにある役：%2</translation>
    </message>
    <message>
        <source>The scorer refuses the hand (%1)</source>
        <translation>計算機がこの手を受け付けません（%1）</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>満貫未満</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>満貫以上の区分</translation>
    </message>
    <message>
        <source>Score changes</source>
        <translation>点数の移動</translation>
    </message>
    <message>
        <source>%1: the log %2, ours %3</source>
        <translation>%1：牌譜 %2、こちら %3</translation>
    </message>
    <message>
        <source>imported %1</source>
        <translation>%1 に取り込み</translation>
    </message>
</context>
<context>
    <name>GamesView</name>
    <message>
        <source>The imported games cannot be read: %1</source>
        <translation>取り込んだ対局を読めません：%1</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>対局を取り込む</translation>
    </message>
    <message>
        <source>Game logs (%1)</source>
        <translation>牌譜（%1）</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The imported games cannot be stored: %1</source>
        <translation>取り込んだ対局を保存できません：%1</translation>
    </message>
    <message>
        <source>An import is running; drop the files again when it is done.</source>
        <translation>取り込み中です。終わってからもう一度ファイルをドロップしてください。</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s)…</source>
        <translation>
            <numerusform>%n 個のファイルを取り込み中…</numerusform>
        </translation>
    </message>
    <message>
        <source>The import was cancelled; some games it stored could not be taken out again.</source>
        <translation>取り込みを取り消しましたが、保存済みの一部の対局を取り除けませんでした。</translation>
    </message>
    <message>
        <source>The import was cancelled: nothing of it was stored.</source>
        <translation>取り込みを取り消しました。何も保存されていません。</translation>
    </message>
    <message>
        <source>The import stopped: %1</source>
        <translation>取り込みが止まりました：%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n game(s).</source>
        <translation>
            <numerusform>%n 局を取り込みました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already here.</source>
        <translation>
            <numerusform>%n 局は取り込み済みです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) differ from their log — marked in red.</source>
        <translation>
            <numerusform>%n 件の和了が牌譜と一致しません（赤で表示）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>取り込めなかったもの：%1</translation>
    </message>
    <message>
        <source>Look damaged: %1</source>
        <translation>壊れているようです：%1</translation>
    </message>
    <message>
        <source>hand %1 could not be read: %2</source>
        <translation>%1は読み込めませんでした：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n hand(s) imported; %3</source>
        <translation>
            <numerusform>%1：%n 局のうち %2 局を取り込みました。%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(and %n more)</source>
        <translation>
            <numerusform>（ほか %n 局）</numerusform>
        </translation>
    </message>
    <message>
        <source>Every player&apos;s wins</source>
        <translation>全員の和了</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) selected</source>
        <translation>
            <numerusform>%n 局を選択中</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) of game %1 cannot be read from the games file (damaged there) and are left out; import its log file again to repair them.</source>
        <translation>
            <numerusform>対局 %1 の和了 %n 件は対局ファイル内で壊れているため表示していません。この対局の牌譜ファイルをもう一度取り込むと修復されます。</numerusform>
        </translation>
    </message>
    <message>
        <source>No wins to show here.</source>
        <translation>表示する和了はありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n more not shown: select fewer games.</source>
        <translation>
            <numerusform>ほかに %n 件は非表示です。選ぶ対局を減らしてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>和了 %n 回</numerusform>
        </translation>
    </message>
    <message>
        <source>Repaired: %1 of the imported games recovered into a fresh file; the damaged file was kept as %2.</source>
        <translation>修復しました：取り込んだ対局のうち%1局を新しいファイルに復元しました。破損したファイルは%2として残してあります。</translation>
    </message>
    <message>
        <source>A fresh imported games file was started; the old one was kept as %1.</source>
        <translation>取り込んだ対局の新しいファイルで始めました。元のファイルは%1として残してあります。</translation>
    </message>
    <message numerus="yes">
        <source>%n deal-in(s)</source>
        <translation>
            <numerusform>放銃 %n 回</numerusform>
        </translation>
    </message>
    <message>
        <source>Quiz me on these (%1)</source>
        <translation>この手で出題（%1）</translation>
    </message>
    <message>
        <source>Quiz me on these</source>
        <translation>この手で出題</translation>
    </message>
    <message>
        <source>Add to lesson deck</source>
        <translation>教材に追加</translation>
    </message>
    <message>
        <source>Put the wins listed into the Classroom tab&apos;s lesson deck</source>
        <translation>表示中の和了を「教室」タブの教材に追加</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>あなたの対局</translation>
    </message>
    <message>
        <source>Import your saved games (Tenhou .mjlog, tenhou.net/6 JSON, mjai): every win is scored again and checked against what the log recorded.</source>
        <translation>保存した対局（天鳳 .mjlog・tenhou.net/6 JSON・mjai）を取り込みます。和了はすべて計算し直し、牌譜の記録と照合します。</translation>
    </message>
    <message>
        <source>Import games…</source>
        <translation>対局を取り込む…</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>まだ対局がありません</translation>
    </message>
    <message>
        <source>Drop game logs here, or import them: Tenhou .mjlog or .xml, tenhou.net/6 JSON (from NAGA, the Mortal reviewer, Mahjong Soul or Riichi City downloaders) and mjai logs. Four-player games.</source>
        <translation>ここに牌譜をドロップするか、取り込んでください：天鳳の .mjlog や .xml、tenhou.net/6 JSON（NAGA・Mortal の検討ツール・雀魂や Riichi City のダウンローダーが出力するもの）、mjai の牌譜。四人麻雀のみ。</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>and the hands they dealt into</source>
        <translation>その人が放銃した手も</translation>
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
        <translation>全%2件のうち新しい%1件を表示しています。すべては成績表にあります。</translation>
    </message>
    <message>
        <source>HISTORY</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>訂正…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
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
        <translation>なし</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>レッスンに戻る</translation>
    </message>
    <message>
        <source>Check ⏎</source>
        <translation>答え合わせ ⏎</translation>
    </message>
    <message>
        <source>Next ⏎</source>
        <translation>次へ ⏎</translation>
    </message>
    <message>
        <source>Also ask:</source>
        <translation>あわせて聞く：</translation>
    </message>
    <message>
        <source>The answer mode: the lesson&apos;s own question is always asked (it is what counts toward mastery); a mode asks its parts too</source>
        <translation>解答モード：このレッスン自身の問いは必ず出ます（習得の判定に数えられます）。モードを選ぶとその項目もあわせて聞きます</translation>
    </message>
    <message>
        <source>nothing more</source>
        <translation>追加なし</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>the han and fu</source>
        <translation>翻と符</translation>
    </message>
    <message>
        <source>the fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Practise: %1</source>
        <translation>練習：%1</translation>
    </message>
    <message>
        <source>Given: %1</source>
        <translation>条件：%1</translation>
    </message>
    <message>
        <source>Pick every yaku of this hand (dora are not yaku).</source>
        <translation>この手の役をすべて選んでください（ドラは役ではありません）。</translation>
    </message>
    <message>
        <source>Then fill in the fields.</source>
        <translation>続けて各欄を埋めてください。</translation>
    </message>
    <message>
        <source>The fu and han are given: say what is paid.</source>
        <translation>符と翻は示してあります。支払う点数を答えてください。</translation>
    </message>
    <message>
        <source>Add up the fu items: the sum before rounding.</source>
        <translation>符を足し合わせてください：切り上げ前の合計です。</translation>
    </message>
    <message>
        <source>Count the fu item by item: the sum, then rounded up.</source>
        <translation>符を一つずつ数えてください：合計と、切り上げた値です。</translation>
    </message>
    <message>
        <source>Count the han: every yaku, then the dora.</source>
        <translation>翻を数えてください：すべての役、次にドラ。</translation>
    </message>
    <message>
        <source>Say the fu of this hand.</source>
        <translation>この手は何符ですか。</translation>
    </message>
    <message>
        <source>Fill in each field for this hand.</source>
        <translation>この手について各欄を埋めてください。</translation>
    </message>
    <message>
        <source>%1 (you said %2)</source>
        <translation>%1（あなたの答え：%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>受講可</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>習得済み</translation>
    </message>
    <message>
        <source>Locked: master the lesson before it first</source>
        <translation>未開放：先に前のレッスンを習得してください</translation>
    </message>
    <message>
        <source>Worked examples</source>
        <translation>例題</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>練習する</translation>
    </message>
    <message>
        <source>Open as lesson deck</source>
        <translation>教材として開く</translation>
    </message>
    <message>
        <source>This lesson is ahead of you on the path. Read it and its examples now; its drill opens once you have mastered “%1”.</source>
        <translation>このレッスンはまだ先の段階です。本文と例題は今読めます。練習は「%1」を習得すると開きます。</translation>
    </message>
    <message>
        <source>This lesson is ahead of you on the path. Read it and its examples now; its drill opens once you have mastered the lessons before it.</source>
        <translation>このレッスンはまだ先の段階です。本文と例題は今読めます。練習は前のレッスンを習得すると開きます。</translation>
    </message>
    <message>
        <source>Go to “%1”</source>
        <translation>「%1」へ</translation>
    </message>
    <message>
        <source>COURSE</source>
        <translation>コース</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>実戦から</translation>
    </message>
    <message>
        <source>Understand</source>
        <translation>仕組みから</translation>
    </message>
    <message>
        <source>The payment tables first, then the fu and han that pick the row</source>
        <translation>先に点数表、次に列を決める符と翻</translation>
    </message>
    <message>
        <source>The formula first: fu, rounding, han, base points, payments</source>
        <translation>先に計算式：符・切り上げ・翻・基本点・支払い</translation>
    </message>
    <message>
        <source>The quiz history cannot be read: %1</source>
        <translation>練習の記録を読み込めません：%1</translation>
    </message>
    <message>
        <source>%1 from each</source>
        <translation>%1オール</translation>
    </message>
    <message>
        <source>Mastered at 8 of the last 10 right, the last 3 in a row</source>
        <translation>直近10問中8問正解、最後の3問連続正解で習得</translation>
    </message>
    <message>
        <source>%1 right in the last %3 (%2 needed) · %4 in a row (%5 needed)</source>
        <translation>直近 %3 問で %1 問正解（%2 問必要）· 連続 %4 問正解（%5 問必要）</translation>
    </message>
</context>
<context>
    <name>Limit</name>
    <message>
        <source>Mangan</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>Haneman</source>
        <translation>跳満</translation>
    </message>
    <message>
        <source>Baiman</source>
        <translation>倍満</translation>
    </message>
    <message>
        <source>Sanbaiman</source>
        <translation>三倍満</translation>
    </message>
    <message>
        <source>Kazoe yakuman (counted)</source>
        <translation>数え役満</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <source>Triple yakuman</source>
        <translation>トリプル役満</translation>
    </message>
    <message>
        <source>%1× yakuman</source>
        <translation>%1倍役満</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Yaku names</source>
        <translation>役の表記</translation>
    </message>
    <message>
        <source>In the interface language</source>
        <translation>表示言語に合わせる</translation>
    </message>
    <message>
        <source>Kanji (立直)</source>
        <translation>漢字（立直）</translation>
    </message>
    <message>
        <source>Romaji (Riichi)</source>
        <translation>ローマ字（Riichi）</translation>
    </message>
    <message>
        <source>English (Ready Hand)</source>
        <translation>英語（Ready Hand）</translation>
    </message>
    <message>
        <source>(modified)</source>
        <translation>（変更あり）</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>クイズ</translation>
    </message>
    <message>
        <source>Riichi Scoring Trainer</source>
        <translation>リーチ麻雀 点数計算トレーナー</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>点数計算</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>学ぶ</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進捗</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>教室</translation>
    </message>
    <message>
        <source>This screen could not start: %1</source>
        <translation>この画面を開けませんでした：%1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Build the hand, then apply it.</source>
        <translation>手牌を作ってから適用してください。</translation>
    </message>
    <message>
        <source>About Riichi Scoring Trainer…</source>
        <translation>リーチ麻雀 点数計算トレーナーについて…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>停止中…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>ルール設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
</context>
<context>
    <name>Meld</name>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
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
        <translation>副露しています</translation>
    </message>
    <message>
        <source>the wait is %1, not ryanmen</source>
        <translation>待ちが%1で、両面ではありません</translation>
    </message>
    <message>
        <source>the pair %1 earns fu</source>
        <translation>雀頭 %1 に符がつきます</translation>
    </message>
    <message>
        <source>the hand has a triplet (%1)</source>
        <translation>刻子（%1）があります</translation>
    </message>
    <message>
        <source>the %1 triplet was completed by ron, so it counts as open</source>
        <translation>%1 の刻子はロンで完成したので明刻扱いです</translation>
    </message>
    <message>
        <source>only a hand in riichi gets ura dora</source>
        <translation>裏ドラは立直した手にだけつきます</translation>
    </message>
    <message>
        <source>open tanyao (kuitan) is off in these rules</source>
        <translation>このルールでは喰いタン（副露しての断幺九）はありません</translation>
    </message>
    <message>
        <source>pinfu on a tsumo is off in these rules</source>
        <translation>このルールではツモ平和はありません</translation>
    </message>
    <message>
        <source>the wait is not ryanmen</source>
        <translation>待ちが両面ではありません</translation>
    </message>
    <message>
        <source>the pair earns fu</source>
        <translation>雀頭に符がつきます</translation>
    </message>
    <message>
        <source>the hand has a triplet</source>
        <translation>刻子があります</translation>
    </message>
    <message>
        <source>a triplet was completed by ron, so it counts as open</source>
        <translation>ロンで完成した刻子は明刻扱いです</translation>
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
        <translation>このルールに人和はありません。人和なしで計算します。</translation>
    </message>
    <message>
        <source>Ura dora indicators are ignored: the hand is not in riichi.</source>
        <translation>立直していないので、裏ドラ表示牌は数えません。</translation>
    </message>
    <message>
        <source>Ippatsu with %1 kita: a kita counts as a call, so this assumes every kita was set aside before the riichi (one set aside after it ends the ippatsu turn).</source>
        <extracomment>%1 how many kita</extracomment>
        <translation>一発と北抜き %1 枚：北抜きは鳴きと同じ扱いなので、北はすべて立直の前に抜いたものとして計算します（立直の後に抜くと一発は消えます）。</translation>
    </message>
    <message>
        <source>Double riichi with %1 kita: a kita counts as a call, so this assumes every kita was set aside after the riichi (one set aside before it rules out double riichi).</source>
        <extracomment>%1 how many kita</extracomment>
        <translation>ダブル立直と北抜き %1 枚：北抜きは鳴きと同じ扱いなので、北はすべて立直の後に抜いたものとして計算します（立直の前に抜くとダブル立直になりません）。</translation>
    </message>
</context>
<context>
    <name>Payment</name>
    <message>
        <source>Discarder pays %1</source>
        <translation>放銃者が %1 点</translation>
    </message>
    <message>
        <source>Each of the two players pays %1</source>
        <translation>子の二人が各 %1 点</translation>
    </message>
    <message>
        <source>Dealer pays %1; the other player %2</source>
        <translation>親が %1 点、もう一人の子が %2 点</translation>
    </message>
    <message>
        <source>Each player pays %1</source>
        <translation>%1 オール</translation>
    </message>
    <message>
        <source>Dealer pays %1; each other player %2</source>
        <translation>親が %1 点、子が各 %2 点</translation>
    </message>
    <message>
        <source>North&apos;s share (%1) is not paid: tsumo loss</source>
        <translation>北家の分（%1 点）は払われません：ツモ損</translation>
    </message>
    <message>
        <source>North&apos;s share (%1) is split between the two payers</source>
        <translation>北家の分（%1 点）は二人で折半</translation>
    </message>
    <message>
        <source>No tsumo loss: the ron value is split between the two payers</source>
        <translation>ツモ損なし：ロンの点数を二人で分けて払います</translation>
    </message>
    <message>
        <source>Includes %1 for honba and %2 for riichi sticks</source>
        <translation>本場 %1 点・供託 %2 点を含む</translation>
    </message>
    <message>
        <source>Includes %1 for honba</source>
        <translation>本場 %1 点を含む</translation>
    </message>
    <message>
        <source>Includes %1 for riichi sticks</source>
        <translation>供託 %1 点を含む</translation>
    </message>
    <message>
        <source>+%1 for riichi sticks</source>
        <translation>供託 +%1</translation>
    </message>
    <message>
        <source>%1: the winner receives %2</source>
        <translation>%1：和了者の受け取りは %2</translation>
    </message>
</context>
<context>
    <name>PracticeCalendar</name>
    <message numerus="yes">
        <source>%1: %n answer(s)</source>
        <translation>
            <numerusform>%1：%n 問</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no practice</source>
        <translation>%1：練習なし</translation>
    </message>
</context>
<context>
    <name>PresenterView</name>
    <message>
        <source>Presenter view</source>
        <translation>発表者ビュー</translation>
    </message>
    <message>
        <source>NOTE</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>NEXT KEY PRESS</source>
        <translation>次のキー操作</translation>
    </message>
    <message>
        <source>NEXT HAND</source>
        <translation>次の手牌</translation>
    </message>
    <message>
        <source>This is the last hand.</source>
        <translation>これが最後の手牌です。</translation>
    </message>
    <message>
        <source>Space or → next · ← back · Ctrl+→ next hand · A reveal all · Ctrl+= / Ctrl+- zoom the projected screen · P closes this window</source>
        <translation>スペースか → 次へ · ← 戻る · Ctrl+→ 次の手牌 · A すべて表示 · Ctrl+= / Ctrl+- 投影画面の拡大・縮小 · P このウィンドウを閉じる</translation>
    </message>
    <message>
        <source>No note for this hand.</source>
        <translation>この手牌にはメモがありません。</translation>
    </message>
    <message>
        <source>The next hand&apos;s question</source>
        <translation>次の手牌の問題</translation>
    </message>
    <message>
        <source>Nothing: the end of the lesson</source>
        <translation>ありません：レッスンの終わり</translation>
    </message>
    <message>
        <source>The next hand cannot be scored; it is shown as a message.</source>
        <translation>次の手牌は点数計算できないため、メッセージとして表示されます。</translation>
    </message>
</context>
<context>
    <name>PresenterWindow</name>
    <message>
        <source>This hand cannot be scored: %1</source>
        <extracomment>The slide of a lesson-deck hand the scorer refuses; %1 is the reason (a sentence).</extracomment>
        <translation>この手は計算できません：%1</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>%1 / %2 手</translation>
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
        <translation>WRC（世界リーチ麻雀選手権）</translation>
    </message>
    <message>
        <source>EMA (European Mahjong Association)</source>
        <translation>EMA（ヨーロッパ麻雀協会）</translation>
    </message>
    <message>
        <source>M.League</source>
        <translation>Mリーグ</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
    <message>
        <source>Arcade</source>
        <translation>ゲームセンター</translation>
    </message>
    <message>
        <source>Tenhou, three players</source>
        <translation>天鳳 三人麻雀</translation>
    </message>
    <message>
        <source>Mahjong Soul, three players</source>
        <translation>雀魂 三人麻雀</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>right (%)</source>
        <translation>正答率（%）</translation>
    </message>
    <message>
        <source>median time (s)</source>
        <translation>所要時間の中央値（秒）</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>正答率</translation>
    </message>
    <message>
        <source>Median answer time</source>
        <translation>回答時間の中央値</translation>
    </message>
    <message>
        <source>today</source>
        <translation>今日</translation>
    </message>
    <message>
        <source>skills</source>
        <translation>スキル</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <source>The quiz history cannot be opened (%1). The file was left as it is; nothing can be shown or practised from it.</source>
        <translation>クイズの記録を開けません（%1）。ファイルはそのまま残しています。記録の表示や復習はできません。</translation>
    </message>
    <message>
        <source>Reading your progress…</source>
        <translation>進捗を読み込んでいます…</translation>
    </message>
    <message>
        <source>Your progress could not be read (%1).</source>
        <translation>進捗を読み込めませんでした（%1）。</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進捗</translation>
    </message>
    <message>
        <source>Export your history</source>
        <translation>記録を書き出す</translation>
    </message>
    <message>
        <source>History (*.json)</source>
        <translation>記録 (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) exported.</source>
        <translation>
            <numerusform>%n 問の答えを書き出しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting your history…</source>
        <translation>記録を書き出しています…</translation>
    </message>
    <message>
        <source>Import a history</source>
        <translation>記録を読み込む</translation>
    </message>
    <message>
        <source>Added %1 session(s) and %2 answer(s); the rest was already here.</source>
        <translation>%1 回のセッションと %2 問の答えを追加しました。残りはすでにありました。</translation>
    </message>
    <message>
        <source>Importing a history…</source>
        <translation>記録を読み込んでいます…</translation>
    </message>
    <message>
        <source>Export history…</source>
        <translation>記録を書き出す…</translation>
    </message>
    <message>
        <source>Import history…</source>
        <translation>記録を読み込む…</translation>
    </message>
    <message>
        <source>Reading your history…</source>
        <translation>記録を読み込んでいます…</translation>
    </message>
    <message>
        <source>Your progress starts with your first answer</source>
        <translation>最初の答えから進捗の記録が始まります</translation>
    </message>
    <message>
        <source>Answer a few quiz hands. Every answer tells the trainer which skills you know — each fu item, each yaku, reading the dora, the limits and the payments — and the ones you miss come back for review, spaced out so they stick.</source>
        <translation>クイズを何問か解いてみましょう。答えるたびに、どのスキル（符の一つ一つ、役、ドラの見方、満貫などの上限、点数の支払い）ができているかが記録され、間違えたスキルは間隔をあけて復習に出てくるので、しっかり身につきます。</translation>
    </message>
    <message>
        <source>Start a quiz</source>
        <translation>クイズを始める</translation>
    </message>
    <message>
        <source>Skills to learn</source>
        <translation>学ぶスキル</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>スキル</translation>
    </message>
    <message>
        <source>not practised yet</source>
        <translation>未練習</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>苦手</translation>
    </message>
    <message>
        <source>getting there</source>
        <translation>もう少し</translation>
    </message>
    <message>
        <source>known</source>
        <translation>習得済み</translation>
    </message>
    <message>
        <source>blue ring: due for review · click a skill to practise it</source>
        <translation>青い枠：復習の時期 · スキルをクリックすると練習できます</translation>
    </message>
    <message>
        <source>Accuracy and answer time, by week</source>
        <translation>週ごとの正答率と回答時間</translation>
    </message>
    <message>
        <source>Practice days</source>
        <translation>練習した日</translation>
    </message>
    <message>
        <source>Reviews due in the next 14 days</source>
        <translation>今後14日間の復習予定</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>セッション</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s) — each lights up as you practise it; click one to practise it now.</source>
        <translation>
            <numerusform>全 %n スキル。練習すると色が付きます。クリックするとすぐ練習できます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Skills due for review now</source>
        <translation>今が復習の時期のスキル</translation>
    </message>
    <message>
        <source>Weakest first: %1</source>
        <translation>苦手な順：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Nothing due now — practise anything, or review ahead.</source>
        <translation>今は復習するものがありません。自由に練習するか、先取りで復習しましょう。</translation>
    </message>
    <message>
        <source>Review (%1) ⏎</source>
        <translation>復習（%1）⏎</translation>
    </message>
    <message>
        <source>Review ahead</source>
        <translation>先取りで復習</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>直近7日間</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) · %1% right · %2 median</source>
        <translation>
            <numerusform>%n 問 · 正答 %1% · 中央値 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No practice this week yet</source>
        <translation>今週はまだ練習していません</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) in all · %1 of %2 skills practised</source>
        <translation>
            <numerusform>合計 %n 問 · %2 スキル中 %1 スキルを練習済み</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>Pair fu</source>
        <translation>雀頭の符</translation>
    </message>
    <message>
        <source>Wait fu</source>
        <translation>待ちの符</translation>
    </message>
    <message>
        <source>Meld fu</source>
        <translation>面子の符</translation>
    </message>
    <message>
        <source>Whole-hand fu</source>
        <translation>手牌全体の符</translation>
    </message>
    <message>
        <source>Yaku and han</source>
        <translation>役と翻数</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>満貫以上</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Fu by the six shapes</source>
        <translation>6つの形で符を読む</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>総合</translation>
    </message>
    <message>
        <source>Dragon, seat-wind, round-wind and double-wind pairs</source>
        <translation>三元牌・自風・場風・連風牌の雀頭</translation>
    </message>
    <message>
        <source>Kanchan, penchan and tanki; hands read more than one way</source>
        <translation>嵌張・辺張・単騎、複数の取り方がある手</translation>
    </message>
    <message>
        <source>Triplets and kans: open or closed, simples or terminals</source>
        <translation>刻子と槓子：明か暗か、中張牌か幺九牌か</translation>
    </message>
    <message>
        <source>The whole count: closed ron, tsumo, pinfu, seven pairs</source>
        <translation>符計算の全体：門前加符・ツモ符・平和・七対子</translation>
    </message>
    <message>
        <source>Which yaku, open reductions and dora</source>
        <translation>成立する役・喰い下がり・ドラ</translation>
    </message>
    <message>
        <source>Mangan and up, yakuman</source>
        <translation>満貫以上と役満</translation>
    </message>
    <message>
        <source>Ron and tsumo, dealer, honba and riichi sticks</source>
        <translation>ロンとツモ・親・本場・リーチ棒</translation>
    </message>
    <message>
        <source>Seven pairs 25, pinfu 30 or 20, closed ron 40, tsumo 30, open 30, toitoi 40</source>
        <translation>七対子25・平和30か20・門前ロン40・ツモ30・鳴き30・対々和40</translation>
    </message>
    <message>
        <source>A bit of everything</source>
        <translation>いろいろな問題</translation>
    </message>
    <message>
        <source>Level 1 · closed, one reading</source>
        <extracomment>The quiz&apos;s level names (the same messages as the Quiz tab&apos;s, context &quot;Quiz&quot;).</extracomment>
        <translation>レベル1 · 門前・取り方は一通り</translation>
    </message>
    <message>
        <source>Level 2 · everyday hands</source>
        <translation>レベル2 · よくある手</translation>
    </message>
    <message>
        <source>Level 3 · hands with a catch</source>
        <translation>レベル3 · ひっかけのある手</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Fu before rounding</source>
        <translation>切り上げ前の符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Discarder pays</source>
        <translation>放銃者の支払い</translation>
    </message>
    <message>
        <source>Dealer pays</source>
        <translation>親の支払い</translation>
    </message>
    <message>
        <source>Each other player pays</source>
        <translation>子の支払い（各）</translation>
    </message>
    <message>
        <source>Each player pays</source>
        <translation>各自の支払い（オール）</translation>
    </message>
    <message>
        <source>The other player pays</source>
        <translation>もう一人の子の支払い</translation>
    </message>
    <message>
        <source>Each of the two players pays</source>
        <translation>子二人の支払い（各自）</translation>
    </message>
    <message>
        <source>Total received</source>
        <translation>受け取り合計</translation>
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
        <translation>、</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 (completed by ron: counts as open)</source>
        <translation>%1（ロンで完成：明刻扱い）</translation>
    </message>
    <message>
        <source>Total %1: already a multiple of 10</source>
        <translation>合計 %1 符：10 の倍数なので切り上げなし</translation>
    </message>
    <message>
        <source>Rounded up: %1 → %2</source>
        <translation>切り上げ：%1 → %2</translation>
    </message>
    <message>
        <source>Another reading (%1 wait): %2 han %3 fu — not chosen</source>
        <translation>別の取り方（%1待ち）：%2翻%3符 — 採用されず</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 (open: one han less)</source>
        <translation>%1（喰い下がり：1翻減）</translation>
    </message>
    <message>
        <source>Not counted — %1</source>
        <translation>成立しない — %1</translation>
    </message>
    <message>
        <source>You left out %1</source>
        <translation>%1 が抜けています</translation>
    </message>
    <message>
        <source>Not in this hand — %1</source>
        <translation>この手にはない — %1</translation>
    </message>
    <message>
        <source>%1: the limit sets the base points</source>
        <translation>%1：基本点は定額です</translation>
    </message>
    <message>
        <source>Base points: %1 fu × 2^(%2 + 2)</source>
        <translation>基本点：%1符 × 2^(%2 + 2)</translation>
    </message>
    <message>
        <source>Not needed: yakuman</source>
        <translation>符は不要：役満</translation>
    </message>
    <message>
        <source>Not needed: %1</source>
        <translation>符は不要：%1</translation>
    </message>
    <message>
        <source>← possible slip</source>
        <translation>← ミスの候補</translation>
    </message>
    <message>
        <source>← your slip</source>
        <translation>← ここを間違えた</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <extracomment>%1 what was typed</extracomment>
        <translation>「%1」は数ではありません。</translation>
    </message>
    <message>
        <source>%1 is not a fu count: fu are 20, 25, or 30 to 170 in tens.</source>
        <extracomment>%1 the number typed</extracomment>
        <translation>%1 は符の値ではありません：符は 20、25、または 30〜170 の 10 刻みです。</translation>
    </message>
    <message>
        <source>%1 is not a fu count before rounding: an even number from 20 to 170, or 25.</source>
        <translation>%1 は切り上げ前の符ではありません：20〜170 の偶数、または 25 です。</translation>
    </message>
    <message>
        <source>A winning hand has at least 1 han.</source>
        <translation>和了には少なくとも 1 翻あります。</translation>
    </message>
    <message>
        <source>No hand counts %1 han (at most %2). For a yakuman type Y.</source>
        <extracomment>%1 the number typed, %2 the most</extracomment>
        <translation>%1 翻の手はありません（最大 %2 翻）。役満は Y と入力します。</translation>
    </message>
    <message>
        <source>No hand is worth %1 yakuman (at most %2).</source>
        <extracomment>%1 the count typed, %2 the most</extracomment>
        <translation>%1 倍役満の手はありません（最大 %2 倍）。</translation>
    </message>
    <message>
        <source>A payment is more than 0.</source>
        <translation>支払いは 0 より大きい値です。</translation>
    </message>
    <message>
        <source>%1 is not a payment: payments are rounded up to 100.</source>
        <extracomment>%1 the number typed</extracomment>
        <translation>%1 は支払いの値ではありません：支払いは 100 点単位に切り上げます。</translation>
    </message>
    <message>
        <source>%1 is more than any hand pays (at most %2).</source>
        <extracomment>%1 the number typed, %2 the most</extracomment>
        <translation>%1 はどの手の支払いよりも多いです（最大 %2）。</translation>
    </message>
    <message>
        <source>Yakuman: type Y (double: 2Y)</source>
        <translation>役満：Y と入力（ダブル：2Y）</translation>
    </message>
    <message>
        <source>%1 left empty: press Enter again to check without it, or fill it in.</source>
        <translation>%1 が空欄です：もう一度 Enter を押すと空欄のまま採点します。入力してもかまいません。</translation>
    </message>
    <message>
        <source>%1 × base, rounded up to 100</source>
        <translation>基本点 × %1、100点単位に切り上げ</translation>
    </message>
    <message>
        <source>What the players pay</source>
        <translation>各プレイヤーの支払い</translation>
    </message>
    <message>
        <source>+ %1 for %2 honba</source>
        <translation>+ %1（%2本場）</translation>
    </message>
    <message>
        <source>+ %1 for the riichi sticks on the table (%2)</source>
        <translation>+ %1（供託リーチ棒 %2 本）</translation>
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
        <translation>セッション終了</translation>
    </message>
    <message>
        <source>Check  ⏎</source>
        <translation>答え合わせ  ⏎</translation>
    </message>
    <message>
        <source>Next  ⏎</source>
        <translation>次へ  ⏎</translation>
    </message>
    <message>
        <source>Copy hand code</source>
        <translation>手牌コードをコピー</translation>
    </message>
    <message>
        <source>Open in calculator</source>
        <translation>点数計算で開く</translation>
    </message>
    <message>
        <source>Alt+1…: which slip · Enter: next question</source>
        <translation>Alt+1…：どのミスか · Enter：次の問題</translation>
    </message>
    <message>
        <source>Tab: next field · Enter: check</source>
        <translation>Tab：次の欄 · Enter：答え合わせ</translation>
    </message>
    <message>
        <source>Hand code: %1</source>
        <translation>手牌コード：%1</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>第 %1 問（全 %2 問）</translation>
    </message>
    <message>
        <source>Question %1</source>
        <translation>第 %1 問</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>レベル %1</translation>
    </message>
    <message>
        <source>Practising: %1</source>
        <translation>練習中：%1</translation>
    </message>
    <message>
        <source>Fix the value marked in red, then press Enter.</source>
        <translation>赤で示した値を直してから Enter を押してください。</translation>
    </message>
    <message>
        <source>Enter: next question</source>
        <translation>Enter：次の問題</translation>
    </message>
</context>
<context>
    <name>QuizSetupPage</name>
    <message>
        <source>Quiz</source>
        <translation>クイズ</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>練習する内容</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>長さ</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>問題数</translation>
    </message>
    <message>
        <source>Timed run instead:</source>
        <translation>時間制にする：</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>解答モード</translation>
    </message>
    <message>
        <source>Han and fu</source>
        <translation>翻と符</translation>
    </message>
    <message>
        <source>Say the han and the fu of each hand</source>
        <translation>各手の翻と符を答えます</translation>
    </message>
    <message>
        <source>Points only</source>
        <translation>点数のみ</translation>
    </message>
    <message>
        <source>Say only what is paid: the fu and han are not asked</source>
        <translation>支払いの点数だけを答えます。符と翻は聞きません</translation>
    </message>
    <message>
        <source>Fu only</source>
        <translation>符のみ</translation>
    </message>
    <message>
        <source>Say only the fu, limit hand or not (a yakuman, which has no fu, asks its han)</source>
        <translation>符だけを答えます。満貫以上でも聞きます（符のない役満は翻を聞きます）</translation>
    </message>
    <message>
        <source>Also ask</source>
        <translation>あわせて聞く</translation>
    </message>
    <message>
        <source>The points each player pays</source>
        <translation>各自の支払い点数</translation>
    </message>
    <message>
        <source>The yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu before rounding</source>
        <translation>切り上げ前の符</translation>
    </message>
    <message>
        <source>Skip fu on limit hands (5 han and up, yakuman)</source>
        <translation>満貫以上（5翻以上・役満）は符を聞かない</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Start  ⏎</source>
        <translation>開始  ⏎</translation>
    </message>
    <message>
        <source>You see a winning hand; you say the points paid for it. Every answer is checked against the scorer and explained, tile by tile.</source>
        <translation>和了形を見て、その和了の点数を答えます。答えはすべて点数計算で確かめられ、牌ごとに解説されます。</translation>
    </message>
    <message>
        <source>You see a winning hand; you say its fu. Every answer is checked against the scorer and explained, tile by tile.</source>
        <translation>和了形を見て、符を答えます。答えはすべて点数計算で確かめられ、牌ごとに解説されます。</translation>
    </message>
    <message>
        <source>You see a winning hand; you say its han and fu. Every answer is checked against the scorer and explained, tile by tile.</source>
        <translation>和了形を見て、翻と符を答えます。答えはすべて点数計算で確かめられ、牌ごとに解説されます。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s) due for review — weakest: %1</source>
        <translation>
            <numerusform>%n スキルが復習の時期です——苦手な順：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Review (%1 due)</source>
        <translation>復習（%1 件）</translation>
    </message>
    <message numerus="yes">
        <source>Nothing due for review today; the next skills come back in %n day(s).</source>
        <translation>
            <numerusform>今日は復習するものがありません。次の復習は %n 日後です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Review ahead</source>
        <translation>先取りで復習</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <comment>rules: a preset with options changed</comment>
        <translation>%1（変更あり）</translation>
    </message>
    <message>
        <source>%1 — as chosen at the top of the window</source>
        <translation>%1 — ウィンドウ上部で選んだもの</translation>
    </message>
    <message>
        <source>Payments questions always ask the points.</source>
        <translation>支払いの問題では常に点数も答えます。</translation>
    </message>
</context>
<context>
    <name>QuizSummaryPage</name>
    <message>
        <source>Session summary</source>
        <translation>セッションのまとめ</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新しいセッション</translation>
    </message>
    <message>
        <source>Retry the missed ones  ⏎</source>
        <translation>間違えた問題をやり直す  ⏎</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n hand(s) fully right</source>
        <translation>
            <numerusform>%n 問中 %1 問が完全正解</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s per hand</source>
        <translation>1問あたり %1 秒</translation>
    </message>
    <message>
        <source>By topic</source>
        <translation>テーマ別</translation>
    </message>
    <message>
        <source>By part</source>
        <translation>項目別</translation>
    </message>
    <message>
        <source>Missed hands (%1)</source>
        <translation>間違えた手（%1）</translation>
    </message>
    <message>
        <source>None — every hand fully right.</source>
        <translation>なし — すべて完全正解です。</translation>
    </message>
    <message>
        <source>%1: %2, not %3</source>
        <translation>%1：%3 ではなく %2</translation>
    </message>
    <message>
        <source>%1: %2 (left empty)</source>
        <translation>%1：%2（空欄）</translation>
    </message>
    <message>
        <source>Open in calculator</source>
        <translation>点数計算で開く</translation>
    </message>
    <message>
        <source>See this hand scored and explained in the calculator</source>
        <translation>この手の点数と解説を点数計算で見る</translation>
    </message>
</context>
<context>
    <name>QuizView</name>
    <message numerus="yes">
        <source>%n answer(s) kept from an earlier run were added to the history.</source>
        <translation>
            <numerusform>前回の実行で保留していた %n 件の解答を履歴に追加しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Repaired: %n answer(s) recovered into a fresh file; the damaged file was kept as %1.</source>
        <translation>
            <numerusform>修復しました：%n 件の解答を新しいファイルに復元しました。壊れたファイルは %1 として残してあります。</numerusform>
        </translation>
    </message>
    <message>
        <source>A fresh history file was started; the old one was kept as %1.</source>
        <translation>新しい履歴ファイルを作成しました。古いファイルは %1 として残してあります。</translation>
    </message>
    <message>
        <source>The quiz history is in use by another program (%1). Close it, then try again.</source>
        <translation>クイズ履歴は別のプログラムが使用中です（%1）。そのプログラムを閉じてから再試行してください。</translation>
    </message>
    <message>
        <source>The quiz history cannot be written (%1). Make it writable, then try again.</source>
        <translation>クイズ履歴に書き込めません（%1）。書き込み可能にしてから再試行してください。</translation>
    </message>
    <message>
        <source>The quiz history file is damaged (%1). Repair copies every answer that can still be read into a fresh file; Start a fresh file begins an empty one. The old file is kept either way.</source>
        <translation>クイズ履歴ファイルが壊れています（%1）。「修復」はまだ読める解答をすべて新しいファイルにコピーし、「新しいファイルで始める」は空のファイルから始めます。どちらの場合も古いファイルは残ります。</translation>
    </message>
    <message>
        <source>The file where the quiz history belongs is not a quiz history (%1). Start a fresh file begins an empty one; the other file is kept.</source>
        <translation>クイズ履歴の場所にあるファイルはクイズ履歴ではありません（%1）。「新しいファイルで始める」で空のファイルから始められます。元のファイルは残ります。</translation>
    </message>
    <message>
        <source>The quiz history was written by a newer version of this program (%1); it is left as it is. Use the newer version, or start a fresh file (the old one is kept).</source>
        <translation>クイズ履歴はこのプログラムの新しいバージョンで書かれています（%1）。そのままにしておきます。新しいバージョンを使うか、新しいファイルで始めてください（古いファイルは残ります）。</translation>
    </message>
    <message>
        <source>The quiz history cannot be opened (%1); answers will not be saved.</source>
        <translation>クイズの履歴を開けません（%1）。答えは保存されません。</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved (%1). They are kept and saved before the next question.</source>
        <translation>
            <numerusform>%n 件の答えを保存できませんでした（%1）。答えは保持され、次の問題の前に保存されます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Until then they wait in %1 and are not lost if the program stops.</source>
        <translation>それまでは %1 に保管され、プログラムが止まっても失われません。</translation>
    </message>
    <message>
        <source>The quiz cannot start: the history file refused to record it (%1).</source>
        <translation>クイズを始められません：履歴ファイルに記録できませんでした（%1）。</translation>
    </message>
    <message>
        <source>The end of the session could not be recorded (%1).</source>
        <translation>セッションの終了を記録できませんでした（%1）。</translation>
    </message>
    <message>
        <source>Retry saving</source>
        <translation>保存を再試行</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修復</translation>
    </message>
    <message>
        <source>Start a fresh file</source>
        <translation>新しいファイルで始める</translation>
    </message>
    <message>
        <source>Answers kept from an earlier run could not be added yet (%1); they stay in %2.</source>
        <translation>前回保留した解答はまだ追加できません（%1）。%2 に残してあります。</translation>
    </message>
    <message>
        <source>Answers not saved</source>
        <translation>未保存の解答</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved in the quiz history (%1).</source>
        <translation>
            <numerusform>%n 件の解答をクイズ履歴に保存できませんでした（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>They wait in %1 and are added to the history the next time the quiz opens.</source>
        <translation>%1 に保管され、次にクイズを開いたときに履歴に追加されます。</translation>
    </message>
    <message>
        <source>Quit, keep them for next time</source>
        <translation>終了して次回に保存</translation>
    </message>
    <message>
        <source>They could not be kept anywhere else either: quitting now loses them.</source>
        <translation>ほかの場所にも保管できませんでした。いま終了するとこれらの解答は失われます。</translation>
    </message>
    <message>
        <source>Quit without them</source>
        <translation>保存せずに終了</translation>
    </message>
    <message>
        <source>Try saving again</source>
        <translation>もう一度保存を試す</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>The current hand cannot be scored: the red line under the hand says why.</source>
        <translation>今の手は点数を計算できません：手牌の下の赤い行に理由があります。</translation>
    </message>
    <message>
        <source>This hand cannot be scored yet: the red line under the hand says why.</source>
        <translation>この手はまだ計算できません。理由は手牌の下の赤い行にあります。</translation>
    </message>
    <message>
        <source>Last valid hand</source>
        <translation>直前の有効な手</translation>
    </message>
    <message>
        <source>1. Click tiles in the palette, or type a hand in the notation box, e.g. 234m456p678s33355s. Right-click a palette tile for a chi, pon or kan.</source>
        <translation>1. 牌一覧の牌をクリックするか、表記欄に手牌を入力します（例：234m456p678s33355s）。牌一覧の牌を右クリックするとチー・ポン・カンができます。</translation>
    </message>
    <message>
        <source>2. The last tile added is the winning tile; click another tile of the hand to change it.</source>
        <translation>2. 最後に加えた牌が和了牌です。手牌の別の牌をクリックすると変更できます。</translation>
    </message>
    <message>
        <source>3. Choose Ron or Tsumo and the situation: the score, the yaku and the fu appear here.</source>
        <translation>3. ロンかツモと状況を選ぶと、点数・役・符がここに表示されます。</translation>
    </message>
    <message>
        <source>Ctrl+R deals a random hand; F1 lists the keyboard shortcuts.</source>
        <translation>Ctrl+R でランダムな手牌、F1 でキーボードショートカット一覧。</translation>
    </message>
    <message numerus="yes">
        <source>Add %n more tile(s) to see the waits.</source>
        <translation>
            <numerusform>あと %n 枚で待ちを表示します。</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a tile in the hand to make it the winning tile.</source>
        <translation>手牌の牌をクリックして和了牌にしてください。</translation>
    </message>
    <message>
        <source>Kiriage: 4 han 30 fu and 3 han 60 fu are paid as mangan.</source>
        <translation>切り上げ満貫：4翻30符と3翻60符は満貫です。</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>open: −1 han</source>
        <translation>喰い下がり −1翻</translation>
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
        <translation>ロンで完成：明刻扱い</translation>
    </message>
    <message>
        <source>%1 fu, rounded up to %2</source>
        <translation>%1符を%2に切り上げ</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Readings considered (%1)</source>
        <translation>検討した取り方（%1）</translation>
    </message>
    <message>
        <source>Near misses (%1)</source>
        <translation>惜しかった役（%1）</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>Tenpai: the hand wins on these tiles</source>
        <translation>聴牌：この牌で和了できます</translation>
    </message>
    <message>
        <source>Not tenpai: no tile completes this hand.</source>
        <translation>ノーテン：和了できる牌がありません。</translation>
    </message>
    <message>
        <source>Click a value to win on that tile.</source>
        <translation>点数をクリックするとその牌で和了します。</translation>
    </message>
</context>
<context>
    <name>Reveal</name>
    <message>
        <source>How many han and fu? What does it pay?</source>
        <translation>何翻何符？何点？</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Read as %1 · %2 wait</source>
        <translation>%1 と読む・%2待ち</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1%2、%3</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>%1 Also possible: %2 wait (%3).</source>
        <translation>%1 ほかの読み：%2待ち（%3）。</translation>
    </message>
    <message>
        <source>open: −1 han</source>
        <translation>喰い下がり −1翻</translation>
    </message>
    <message>
        <source>completed by ron: counts as open</source>
        <translation>ロンで完成：明刻扱い</translation>
    </message>
    <message>
        <source>%1 fu, rounded up to %2</source>
        <translation>%1符を%2に切り上げ</translation>
    </message>
    <message>
        <source>%1 fu, raised to %2</source>
        <translation>%1符を%2とする</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Kiriage: 4 han 30 fu and 3 han 60 fu are paid as mangan.</source>
        <translation>切り上げ満貫：4翻30符と3翻60符は満貫です。</translation>
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
        <translation>読み</translation>
    </message>
    <message>
        <source>han</source>
        <translation>翻</translation>
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
        <translation>ステップ %1/%2</translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>Dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>Non-dealer</source>
        <translation>子</translation>
    </message>
</context>
<context>
    <name>RuleOption</name>
    <message>
        <source>Open tanyao (kuitan)</source>
        <translation>喰いタン</translation>
    </message>
    <message>
        <source>Red fives per suit</source>
        <translation>各色の赤五の枚数</translation>
    </message>
    <message>
        <source>Fu for a double wind pair</source>
        <translation>連風牌の雀頭の符</translation>
    </message>
    <message>
        <source>Round 4 han 30 fu and 3 han 60 fu up to mangan (kiriage)</source>
        <translation>4翻30符・3翻60符を満貫とする（切り上げ満貫）</translation>
    </message>
    <message>
        <source>13 han or more without a yakuman (kazoe)</source>
        <translation>役満なしの13翻以上（数え役満）</translation>
    </message>
    <message>
        <source>Double yakuman for the pure waits and big four winds</source>
        <translation>純正形と大四喜をダブル役満とする</translation>
    </message>
    <message>
        <source>All green without hatsu is a double yakuman</source>
        <translation>發なし緑一色をダブル役満とする</translation>
    </message>
    <message>
        <source>Different yakuman add up</source>
        <translation>役満の複合あり</translation>
    </message>
    <message>
        <source>Renhou (blessing of man)</source>
        <translation>人和</translation>
    </message>
    <message>
        <source>Rinshan win earns the 2 tsumo fu</source>
        <translation>嶺上開花にツモ符2符をつける</translation>
    </message>
    <message>
        <source>Pinfu on a tsumo</source>
        <translation>ツモ平和</translation>
    </message>
    <message>
        <source>Points per honba</source>
        <translation>1本場あたりの点数</translation>
    </message>
    <message>
        <source>Local yaku in play</source>
        <translation>採用するローカル役</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Three-player tsumo payment</source>
        <translation>三人麻雀のツモの支払い</translation>
    </message>
    <message>
        <source>Count kita as dora (as Tenhou&apos;s records do)</source>
        <translation>北抜きをドラに含める（天鳳の牌譜と同じ）</translation>
    </message>
    <message>
        <source>Kazoe yakuman</source>
        <translation>数え役満</translation>
    </message>
    <message>
        <source>Capped at sanbaiman</source>
        <translation>三倍満止まり</translation>
    </message>
    <message>
        <source>No cap (13 han per yakuman)</source>
        <translation>上限なし（13翻ごとに役満1倍）</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Mangan</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>Tsumo loss (North&apos;s share is not paid)</source>
        <translation>ツモ損あり（北家の分は払われない）</translation>
    </message>
    <message>
        <source>North&apos;s share split between the two payers</source>
        <translation>北家折半</translation>
    </message>
    <message>
        <source>The ron value split between the two payers</source>
        <translation>ロンの点数を二人で分ける（丸取り）</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rule options</source>
        <translation>ルール設定</translation>
    </message>
    <message>
        <source>Reset to preset</source>
        <translation>プリセットに戻す</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <source>No limit (26+ han is double)</source>
        <translation>上限なし（26翻以上はダブル役満）</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Start and end of the game</source>
        <extracomment>A heading of the house rules form (New game page): the options on the starting points, the game&apos;s length and when it ends early or runs on.</extracomment>
        <translation>対局の開始と終了</translation>
    </message>
    <message>
        <source>The result: return, oka and uma</source>
        <translation>精算：返し点・オカ・ウマ</translation>
    </message>
    <message>
        <source>The deal, honba and riichi sticks</source>
        <translation>親・本場・供託</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Several rons on one discard</source>
        <translation>ダブロン・トリロン</translation>
    </message>
    <message>
        <source>Liability (pao)</source>
        <translation>責任払い（パオ）</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>罰則</translation>
    </message>
    <message>
        <source>Other rules</source>
        <translation>その他のルール</translation>
    </message>
    <message>
        <source>assumed</source>
        <extracomment>In grey beside a house rule&apos;s value that no rule text confirms for the chosen preset (a common default is used until the table sets it).</extracomment>
        <translation>仮定</translation>
    </message>
    <message>
        <source>Not confirmed: no rule text gives this value for the preset; a common default is used. Set it as your table plays.</source>
        <translation>未確認：このプリセットのルール文にこの値の記載がないため、一般的な既定値を使っています。卓のルールに合わせて設定してください。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>あり</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message>
        <source>%n han</source>
        <translation>%n翻</translation>
    </message>
    <message>
        <source>%n fu</source>
        <translation>%n符</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1点</translation>
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
        <translation>収支</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <source>hand in play</source>
        <translation>対局中の局</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>date · players</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>最終成績</translation>
    </message>
    <message>
        <source>Standing if the game ended now</source>
        <translation>現時点で終局した場合の順位</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Uma + oka</source>
        <translation>ウマ＋オカ</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>%1ページ</translation>
    </message>
    <message>
        <source>Riichi Scoring Trainer</source>
        <translation>リーチ麻雀 点数計算トレーナー</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>成績表</translation>
    </message>
    <message>
        <source>Session standings</source>
        <translation>セッション順位</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>第%1戦</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 問中 %1 問正解</translation>
    </message>
    <message numerus="yes">
        <source>↻ Retry the %n missed</source>
        <translation>
            <numerusform>↻ 間違えた %n 問をやり直す</numerusform>
        </translation>
    </message>
    <message>
        <source>Ask these hands again in the Quiz tab</source>
        <translation>クイズタブでこれらの問題をもう一度解く</translation>
    </message>
    <message numerus="yes">
        <source>Show %n older session(s)…</source>
        <translation>
            <numerusform>以前のセッションを %n 件表示…</numerusform>
        </translation>
    </message>
    <message>
        <source>Review</source>
        <translation>復習</translation>
    </message>
    <message>
        <source>Practice: %1</source>
        <translation>集中練習：%1</translation>
    </message>
    <message>
        <source>Retry of missed hands</source>
        <translation>間違えた問題のやり直し</translation>
    </message>
    <message>
        <source>Answers from the command line</source>
        <translation>コマンドラインからの答え</translation>
    </message>
    <message>
        <source>ron %1</source>
        <translation>ロン %1</translation>
    </message>
    <message>
        <source>dealer %1</source>
        <translation>親 %1</translation>
    </message>
    <message>
        <source>others %1</source>
        <translation>子 %1</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>合計 %1</translation>
    </message>
    <message>
        <source>you: %1</source>
        <translation>あなた：%1</translation>
    </message>
    <message>
        <source>answer: %1</source>
        <translation>正解：%1</translation>
    </message>
    <message>
        <source>Double-click to open this hand in the calculator</source>
        <translation>ダブルクリックで計算機に表示します</translation>
    </message>
    <message numerus="yes">
        <source>%1 (or %n more)</source>
        <translation>
            <numerusform>%1（ほか %n 通り）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message numerus="yes">
        <source>Session standings: %n game(s)</source>
        <translation>
            <numerusform>セッション順位：%n半荘</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) still being played are not counted yet.</source>
        <translation>
            <numerusform>対局中の%n半荘はまだ集計に含まれていません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>第%1戦</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Save as PDF or CSV…</source>
        <translation>PDF・CSVで保存…</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Every table rule of this preset is confirmed by its rule text.</source>
        <translation>このプリセットの卓ルールはすべて規定で確認済みです。</translation>
    </message>
    <message>
        <source>%1 (saved)</source>
        <translation>%1（保存済み）</translation>
    </message>
    <message>
        <source>Type a name for these rules first.</source>
        <translation>先にこのルールの名前を入力してください。</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>読み込めません</translation>
    </message>
    <message>
        <source>Finished after %1</source>
        <translation>%1で終局</translation>
    </message>
    <message>
        <source>In progress: %1</source>
        <translation>対局中：%1</translation>
    </message>
    <message>
        <source>%1, house rules</source>
        <translation>%1（独自ルール）</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>保存した対局</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー %1</translation>
    </message>
    <message>
        <source>%1 (first dealer)</source>
        <translation>%1（起家）</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Table rules (change any to match your table)</source>
        <translation>卓のルール（自由に変更できます）</translation>
    </message>
    <message>
        <source>Name for these rules, e.g. our club</source>
        <translation>このルールの名前（例：うちのサークル）</translation>
    </message>
    <message>
        <source>Save rules</source>
        <translation>ルールを保存</translation>
    </message>
    <message>
        <source>Score sheet…</source>
        <translation>成績表…</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>対局開始</translation>
    </message>
    <message>
        <source>Assumed: no rule text of this preset gives these, so a common default is used (%1). Change them to match your table.</source>
        <translation>仮定：このプリセットのルール文書に記載がないため、一般的な値を使っています（%1）。卓のルールに合わせて変更してください。</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>卓に戻る</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
</context>
<context>
    <name>Shape</name>
    <message>
        <source>Four sets and a pair</source>
        <translation>4面子1雀頭</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>国士無双</translation>
    </message>
</context>
<context>
    <name>SheetPage</name>
    <message>
        <source>finished</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>Score sheet: %1 (%2)</source>
        <translation>成績表：%1（%2）</translation>
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
        <translation>対局中の局</translation>
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
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <source>Uma + oka</source>
        <translation>ウマ＋オカ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <source>Back to saved games</source>
        <translation>保存した対局に戻る</translation>
    </message>
    <message>
        <source>Save as PDF or CSV…</source>
        <translation>PDF・CSVで保存…</translation>
    </message>
</context>
<context>
    <name>SituationBadges</name>
    <message>
        <source>%1 seat · dealer</source>
        <translation>%1家 · 親</translation>
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
        <translation>三人麻雀</translation>
    </message>
    <message>
        <source>Dora indicator</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Ura indicator</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <source>Kita</source>
        <translation>北抜き</translation>
    </message>
    <message>
        <source>Honba: %1</source>
        <translation>%1本場</translation>
    </message>
    <message>
        <source>Riichi sticks: %1</source>
        <translation>リーチ棒：%1</translation>
    </message>
</context>
<context>
    <name>SituationPanel</name>
    <message>
        <source>No more ura dora indicators than dora indicators: add a dora indicator first.</source>
        <translation>裏ドラ表示牌はドラ表示牌より多くできません：先にドラ表示牌を追加してください。</translation>
    </message>
    <message>
        <source>Ura dora count only with riichi.</source>
        <translation>裏ドラは立直したときだけ数えます。</translation>
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
        <translation>卓上のすべてのリーチ棒（和了者自身のものを含む）：リーチにチェックすると 1 本置かれます。</translation>
    </message>
    <message>
        <source>Dora</source>
        <comment>short label before the dora indicators</comment>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>Ura</source>
        <comment>short label before the ura dora indicators</comment>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>Click an indicator to remove it.</source>
        <translation>表示牌をクリックすると取り除きます。</translation>
    </message>
    <message>
        <source>Add a dora indicator: click a tile in the palette (D)</source>
        <translation>ドラ表示牌を追加：牌一覧の牌をクリック（D）</translation>
    </message>
    <message>
        <source>Kita</source>
        <comment>three players: short label before the count of North tiles set aside (nukidora)</comment>
        <translation>北抜き</translation>
    </message>
    <message>
        <source>Three players: North tiles set aside as kita (nukidora), one han of dora each.</source>
        <translation>三人麻雀：抜いた北は抜きドラ、1枚につき1翻。</translation>
    </message>
    <message>
        <source>Add an ura dora indicator: click a tile in the palette (U)</source>
        <translation>裏ドラ表示牌を追加：牌一覧の牌をクリック（U）</translation>
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
        <translation>ドラ</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>満貫以上</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>取り方</translation>
    </message>
    <message>
        <source>Pinfu tsumo: 20 fu flat</source>
        <translation>平和ツモ：20符固定</translation>
    </message>
    <message>
        <source>Triplet completed by ron counts open</source>
        <translation>ロンで完成した刻子は明刻</translation>
    </message>
    <message>
        <source>Rounding up to 10</source>
        <translation>10符単位の切り上げ</translation>
    </message>
    <message>
        <source>Dora: the tile after the indicator</source>
        <translation>ドラ：表示牌の次の牌</translation>
    </message>
    <message>
        <source>Dora across the wrap (9 → 1)</source>
        <translation>ドラの一巡（9 → 1）</translation>
    </message>
    <message>
        <source>Dora among the winds (N → E)</source>
        <translation>風牌のドラ（北 → 東）</translation>
    </message>
    <message>
        <source>Dora among the dragons</source>
        <translation>三元牌のドラ</translation>
    </message>
    <message>
        <source>Ura dora: only with riichi</source>
        <translation>裏ドラ：リーチ時のみ</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <source>Kiriage mangan</source>
        <translation>切り上げ満貫</translation>
    </message>
    <message>
        <source>Kazoe: 13 han and up</source>
        <translation>数え役満：13翻以上</translation>
    </message>
    <message>
        <source>Non-dealer ron</source>
        <translation>子のロン</translation>
    </message>
    <message>
        <source>Dealer ron</source>
        <translation>親のロン</translation>
    </message>
    <message>
        <source>Non-dealer tsumo</source>
        <translation>子のツモ</translation>
    </message>
    <message>
        <source>Dealer tsumo</source>
        <translation>親のツモ</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>本場</translation>
    </message>
    <message>
        <source>Kita: each North set aside is a dora</source>
        <translation>北抜き：抜いた北は1枚につきドラ1</translation>
    </message>
    <message>
        <source>Non-dealer tsumo, three players</source>
        <translation>子のツモ（三人麻雀）</translation>
    </message>
    <message>
        <source>Dealer tsumo, three players</source>
        <translation>親のツモ（三人麻雀）</translation>
    </message>
    <message>
        <source>Honba, three players</source>
        <translation>本場（三人麻雀）</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>リーチ棒</translation>
    </message>
    <message>
        <source>Choosing the reading that pays most</source>
        <translation>最も高い取り方を選ぶ</translation>
    </message>
    <message>
        <source>%1 — open, one han less</source>
        <translation>%1 — 喰い下がり（1翻減）</translation>
    </message>
</context>
<context>
    <name>SkillGrid</name>
    <message>
        <source>%1 · open</source>
        <translation>%1・副露</translation>
    </message>
    <message>
        <source>Not practised yet — click to practise it</source>
        <translation>未練習——クリックで練習</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 回中 %1 回正解</translation>
    </message>
    <message>
        <source>recall in a month: %1%</source>
        <translation>1か月後に覚えている確率：%1%</translation>
    </message>
    <message>
        <source>due for review</source>
        <translation>復習の時期</translation>
    </message>
    <message>
        <source>next review %1</source>
        <translation>次の復習 %1</translation>
    </message>
    <message>
        <source>Click to practise it</source>
        <translation>クリックで練習</translation>
    </message>
    <message>
        <source>Met in mixed practice: no session deals it on purpose</source>
        <translation>総合練習で出会った技能：これを狙って出す練習はありません</translation>
    </message>
</context>
<context>
    <name>StoreFaultPage</name>
    <message>
        <source>The imported games are in use by another program (%1). Close it, then try again.</source>
        <translation>取り込んだ対局のファイルが別のプログラムで使用中です（%1）。そちらを閉じてから再試行してください。</translation>
    </message>
    <message>
        <source>The imported games file cannot be written (%1). Make it writable, then try again.</source>
        <translation>取り込んだ対局のファイルに書き込めません（%1）。書き込み可能にしてから再試行してください。</translation>
    </message>
    <message>
        <source>The imported games file is damaged (%1). Repair copies every game that can still be read into a fresh file; Start a fresh file begins an empty one. The old file is kept either way.</source>
        <translation>取り込んだ対局のファイルが破損しています（%1）。「修復」はまだ読める対局をすべて新しいファイルにコピーし、「新しいファイルで始める」は空のファイルから始めます。どちらの場合も元のファイルは残ります。</translation>
    </message>
    <message>
        <source>The file where the imported games belong is not an imported games file (%1). Start a fresh file begins an empty one; the other file is kept.</source>
        <translation>取り込んだ対局の場所にあるファイルは対局の取り込みファイルではありません（%1）。「新しいファイルで始める」で空のファイルから始めます。元のファイルは残ります。</translation>
    </message>
    <message>
        <source>The imported games were saved by a newer version of this program (%1); the file is left as it is. Use the newer version, or start a fresh file (the old one is kept).</source>
        <translation>取り込んだ対局はこのプログラムの新しいバージョンで保存されています（%1）。ファイルはそのままにしてあります。新しいバージョンを使うか、新しいファイルで始めてください（元のファイルは残ります）。</translation>
    </message>
    <message>
        <source>The imported games file cannot be opened (%1).</source>
        <translation>取り込んだ対局のファイルを開けません（%1）。</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修復</translation>
    </message>
    <message>
        <source>Start a fresh file</source>
        <translation>新しいファイルで始める</translation>
    </message>
</context>
<context>
    <name>TableChoice</name>
    <message>
        <source>broken by seat order</source>
        <translation>起家からの席順で決定</translation>
    </message>
    <message>
        <source>uma shared</source>
        <translation>ウマを分け合う</translation>
    </message>
    <message>
        <source>to first place</source>
        <translation>トップ取り</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>没収</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>to whole thousands</source>
        <translation>千点単位に丸める</translation>
    </message>
    <message>
        <source>East and South (hanchan)</source>
        <translation>東南戦（半荘）</translation>
    </message>
    <message>
        <source>East only (tonpuusen)</source>
        <translation>東風戦</translation>
    </message>
    <message>
        <source>off</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>the dealer&apos;s choice</source>
        <translation>親の選択</translation>
    </message>
    <message>
        <source>back to 0 after a non-dealer win</source>
        <translation>子の和了で0に戻る</translation>
    </message>
    <message>
        <source>back to 0 whenever the deal passes</source>
        <translation>親が流れたら0に戻る</translation>
    </message>
    <message>
        <source>a mangan bonus, counted as a draw</source>
        <translation>満貫払い（流局扱い）</translation>
    </message>
    <message>
        <source>paid as a win</source>
        <translation>和了扱い</translation>
    </message>
    <message>
        <source>abortive draw</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>all three paid</source>
        <translation>三人とも支払い</translation>
    </message>
    <message>
        <source>head bump</source>
        <translation>頭ハネ</translation>
    </message>
    <message>
        <source>to the first winner</source>
        <translation>上家取り</translation>
    </message>
    <message>
        <source>to each winner</source>
        <translation>和了者それぞれ</translation>
    </message>
    <message>
        <source>all to the first winner</source>
        <translation>すべて上家取り</translation>
    </message>
    <message>
        <source>own stick back, the rest to the first</source>
        <translation>自分の供託は戻り、残りは上家取り</translation>
    </message>
    <message>
        <source>the liable player answers for the whole hand</source>
        <translation>責任者が全額を負担</translation>
    </message>
    <message>
        <source>only the pao yakuman</source>
        <translation>包の役満分のみ</translation>
    </message>
    <message>
        <source>paid by the liable player</source>
        <translation>責任者が支払う</translation>
    </message>
    <message>
        <source>paid by the discarder</source>
        <translation>放銃者が支払う</translation>
    </message>
    <message>
        <source>reverse mangan</source>
        <translation>満貫払い</translation>
    </message>
    <message>
        <source>pays each player</source>
        <translation>各自に支払う</translation>
    </message>
    <message>
        <source>taken from the final result</source>
        <translation>最終成績から減点</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>返却</translation>
    </message>
    <message>
        <source>stay on the table</source>
        <translation>場に残る</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>n/c</source>
        <translation>仮定</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>仮定</translation>
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
        <translation>配給原点</translation>
    </message>
    <message>
        <source>points the result counts from</source>
        <translation>返し点</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目標点</translation>
    </message>
    <message>
        <source>exactly the target counts</source>
        <translation>目標点ちょうどで到達</translation>
    </message>
    <message>
        <source>oka</source>
        <translation>オカ</translation>
    </message>
    <message>
        <source>uma</source>
        <translation>ウマ</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>同点の扱い</translation>
    </message>
    <message>
        <source>leftover riichi sticks</source>
        <translation>残った供託棒</translation>
    </message>
    <message>
        <source>rounding of results</source>
        <translation>成績の端数処理</translation>
    </message>
    <message>
        <source>length</source>
        <translation>対局の長さ</translation>
    </message>
    <message>
        <source>extra rounds</source>
        <translation>延長戦</translation>
    </message>
    <message>
        <source>bust (below zero ends)</source>
        <translation>トビ（0点未満で終了）</translation>
    </message>
    <message>
        <source>agari-yame</source>
        <translation>アガリ止め</translation>
    </message>
    <message>
        <source>tenpai-yame</source>
        <translation>聴牌止め</translation>
    </message>
    <message>
        <source>yame needs the target</source>
        <translation>止めには目標点が必要</translation>
    </message>
    <message>
        <source>dealer repeats when tenpai</source>
        <translation>聴牌連荘</translation>
    </message>
    <message>
        <source>dealer repeats after an abortive draw</source>
        <translation>途中流局の連荘</translation>
    </message>
    <message>
        <source>honba counting</source>
        <translation>本場の数え方</translation>
    </message>
    <message>
        <source>noten payments</source>
        <translation>ノーテン罰符</translation>
    </message>
    <message>
        <source>nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>abortive draws</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>double ron</source>
        <translation>ダブロン</translation>
    </message>
    <message>
        <source>triple ron</source>
        <translation>トリロン</translation>
    </message>
    <message>
        <source>honba with several winners</source>
        <translation>複数和了の本場</translation>
    </message>
    <message>
        <source>riichi sticks with several winners</source>
        <translation>複数和了の供託</translation>
    </message>
    <message>
        <source>pao yakuman</source>
        <translation>責任払いの役満</translation>
    </message>
    <message>
        <source>pao payment</source>
        <translation>責任払いの支払い方</translation>
    </message>
    <message>
        <source>honba under pao</source>
        <translation>責任払いの本場</translation>
    </message>
    <message>
        <source>chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <source>chombo amount</source>
        <translation>チョンボの額</translation>
    </message>
    <message>
        <source>riichi sticks after a chombo</source>
        <translation>チョンボ時の供託</translation>
    </message>
    <message>
        <source>riichi below 1,000 points</source>
        <translation>1000点未満の立直</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>The table games file cannot be used: %1</source>
        <translation>卓の対局ファイルを使用できません：%1</translation>
    </message>
    <message>
        <source>This game was changed in another window; it is shown as it is now. Make your change again if it is still needed.</source>
        <translation>この対局は別のウィンドウで変更されました。現在の状態を表示しています。必要なら変更をもう一度行ってください。</translation>
    </message>
    <message>
        <source>The table games are in use by another program (%1). Close it, then try again.</source>
        <translation>対局記録ファイルが別のプログラムで使用中です（%1）。そちらを閉じてから再試行してください。</translation>
    </message>
    <message>
        <source>The table games file cannot be written (%1). Make it writable, then try again.</source>
        <translation>対局記録ファイルに書き込めません（%1）。書き込み可能にしてから再試行してください。</translation>
    </message>
    <message>
        <source>The table games file is damaged (%1). Repair copies every game that can still be read into a fresh file; Start a fresh file begins an empty one. The old file is kept either way.</source>
        <translation>対局記録ファイルが破損しています（%1）。「修復」はまだ読める対局をすべて新しいファイルにコピーし、「新しいファイルで始める」は空のファイルから始めます。どちらの場合も元のファイルは残ります。</translation>
    </message>
    <message>
        <source>The file where the table games belong is not a table games file (%1). Start a fresh file begins an empty one; the other file is kept.</source>
        <translation>対局記録の場所にあるファイルは対局記録ファイルではありません（%1）。「新しいファイルで始める」で空のファイルから始めます。元のファイルは残ります。</translation>
    </message>
    <message>
        <source>The table games were saved by a newer version of this program (%1); the file is left as it is. Use the newer version, or start a fresh file (the old one is kept).</source>
        <translation>対局記録はこのプログラムの新しいバージョンで保存されています（%1）。ファイルはそのままにしてあります。新しいバージョンを使うか、新しいファイルで始めてください（元のファイルは残ります）。</translation>
    </message>
    <message>
        <source>The table games file cannot be opened (%1).</source>
        <translation>対局記録ファイルを開けません（%1）。</translation>
    </message>
    <message>
        <source>Repaired: %1 of the saved games recovered into a fresh file; the damaged file was kept as %2.</source>
        <translation>修復しました：保存された対局のうち%1件を新しいファイルに復元しました。破損したファイルは%2として残してあります。</translation>
    </message>
    <message>
        <source>A fresh table games file was started; the old one was kept as %1.</source>
        <translation>新しい対局記録ファイルで始めました。元のファイルは%1として残してあります。</translation>
    </message>
    <message>
        <source>session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <source>Session standings</source>
        <translation>セッション順位</translation>
    </message>
    <message>
        <source>The standings could not be saved: %1</source>
        <translation>順位表を保存できませんでした：%1</translation>
    </message>
    <message>
        <source>game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Save the score sheet</source>
        <translation>成績表を保存</translation>
    </message>
    <message>
        <source>PDF to print (*.pdf)</source>
        <translation>印刷用PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV for a spreadsheet (*.csv)</source>
        <translation>表計算用CSV (*.csv)</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>成績表</translation>
    </message>
    <message>
        <source>The score sheet could not be saved: %1</source>
        <translation>成績表を保存できませんでした：%1</translation>
    </message>
    <message>
        <source>Apply to table</source>
        <translation>卓に反映</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <source>assumed: %1</source>
        <translation>仮定：%1</translation>
    </message>
    <message>
        <source>No rule text confirms these values for this preset; common defaults are used.</source>
        <translation>このプリセットではこれらの値を規定で確認できないため、一般的な既定値を使用しています。</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>親</translation>
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
        <translation>立直宣言：1000点を供託（Alt+%1）</translation>
    </message>
    <message>
        <source>Last hand: %1</source>
        <translation>前局：%1</translation>
    </message>
    <message>
        <source>No hand played yet.</source>
        <translation>まだ局はありません。</translation>
    </message>
    <message>
        <source>All four players are level.</source>
        <translation>4人とも同点です。</translation>
    </message>
    <message>
        <source>All three players are level.</source>
        <translation>3人とも同点です。</translation>
    </message>
    <message>
        <source>%1: %2 to take first</source>
        <translation>%1：トップには %2</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Uma + oka</source>
        <translation>ウマ＋オカ</translation>
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
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>More</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>Abortive draw, chombo, end…</source>
        <translation>途中流局・チョンボ・終了…</translation>
    </message>
    <message>
        <source>New game or saved games…</source>
        <translation>新しい対局・保存した対局…</translation>
    </message>
    <message>
        <source>A player won (W)</source>
        <translation>誰かが和了（W）</translation>
    </message>
    <message>
        <source>The hand ended without a winner (D)</source>
        <translation>和了なしで局が終了（D）</translation>
    </message>
    <message>
        <source>Undo the last change (Ctrl+Z)</source>
        <translation>直前の変更を元に戻す（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Y)</source>
        <translation>やり直し（Ctrl+Y）</translation>
    </message>
    <message>
        <source>Touch mode: bigger targets for fingers</source>
        <translation>タッチモード：指で押しやすい大きなボタン</translation>
    </message>
    <message>
        <source>Lie flat</source>
        <translation>平置き</translation>
    </message>
    <message>
        <source>Turn each seat toward its player, for a device lying in the middle of the table (L)</source>
        <translation>卓の中央に置いた端末用に、各席の表示をその席の人に向けます（L）</translation>
    </message>
    <message>
        <source>Turn seats</source>
        <translation>席を回す</translation>
    </message>
    <message>
        <source>Put the next seat at the bottom edge</source>
        <translation>次の席を下側に置く</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>New or saved game…</source>
        <translation>新規・保存した対局…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修復</translation>
    </message>
    <message>
        <source>Start a fresh file</source>
        <translation>新しいファイルで始める</translation>
    </message>
    <message>
        <source>Score sheet…</source>
        <translation>成績表…</translation>
    </message>
    <message>
        <source>Save this game&apos;s score sheet as a PDF to print or as CSV for a spreadsheet</source>
        <translation>この対局の成績表を印刷用PDFまたは表計算用CSVで保存</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Next game, same players</source>
        <translation>同じメンバーで次の対局</translation>
    </message>
    <message>
        <source>Session standings…</source>
        <translation>セッション順位…</translation>
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
        <translation>プレイヤー %1</translation>
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
        <translation>供託棒：%1本</translation>
    </message>
    <message>
        <source>Ron, %1</source>
        <translation>ロン %1点</translation>
    </message>
    <message>
        <source>%1 (%2 with honba)</source>
        <translation>%1（%2点は本場込み）</translation>
    </message>
    <message>
        <source>%1 all</source>
        <translation>%1オール</translation>
    </message>
    <message>
        <source>%1 (%2 all with honba)</source>
        <translation>%1（本場込み %2オール）</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1・%2</translation>
    </message>
    <message>
        <source>%1 (%2–%3 with honba)</source>
        <translation>%1（本場込み %2・%3）</translation>
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
        <translation>%1 が %3 にロンで %2 点を支払い</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3 for tsumo</source>
        <translation>%1 が %3 にツモで %2 点を支払い</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3 for nagashi mangan</source>
        <translation>%1 が %3 に流し満貫で %2 点を支払い</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3 for chombo</source>
        <translation>%1 が %3 にチョンボで %2 点を支払い</translation>
    </message>
    <message>
        <source>%1 (noten) pays %2 to %3 (tenpai)</source>
        <translation>%1（ノーテン）が %3（聴牌）に %2 点を支払い</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for ron</source>
        <translation>%1 が %4 にロンで %2 点＋本場 %3 点を支払い</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for tsumo</source>
        <translation>%1 が %4 にツモで %2 点＋本場 %3 点を支払い</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for nagashi mangan</source>
        <translation>%1 が %4 に流し満貫で %2 点＋本場 %3 点を支払い</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for chombo</source>
        <translation>%1 が %4 にチョンボで %2 点＋本場 %3 点を支払い</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 (noten payment)</source>
        <translation>%1 が %4 にノーテン罰符 %2 点＋本場 %3 点を支払い</translation>
    </message>
    <message>
        <source>%1 pays half, %2 + %3 honba, to %4: liable for %5 (pao)</source>
        <translation>%1 が %5 の責任払い（包）で半分の %2 点＋本場 %3 点を %4 に支払い</translation>
    </message>
    <message>
        <source>%1 pays half, %2, to %4: liable for %5 (pao)</source>
        <translation>%1 が %5 の責任払い（包）で半分の %2 点を %4 に支払い</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for the whole %5: liable (pao)</source>
        <translation>%1 が %5 全額の責任払い（包）として %2 点＋本場 %3 点を %4 に支払い</translation>
    </message>
    <message>
        <source>%1 pays %2 to %4 for the whole %5: liable (pao)</source>
        <translation>%1 が %5 全額の責任払い（包）として %2 点を %4 に支払い</translation>
    </message>
    <message>
        <source>%1 pays the whole hand, %2 + %3 honba, to %4: liable for %5 (pao)</source>
        <translation>%1 が %5 の責任払い（包）で全額 %2 点＋本場 %3 点を %4 に支払い</translation>
    </message>
    <message>
        <source>%1 pays the whole hand, %2, to %4: liable for %5 (pao)</source>
        <translation>%1 が %5 の責任払い（包）で全額 %2 点を %4 に支払い</translation>
    </message>
    <message>
        <source>%1 declares riichi: 1,000 on the table</source>
        <translation>%1 が立直：1000点を供託</translation>
    </message>
    <message>
        <source>%1 collects %2 in riichi sticks from the table</source>
        <translation>%1 が供託 %2 点を獲得</translation>
    </message>
    <message>
        <source>%1 takes back their riichi stick (%2)</source>
        <translation>%1 が自分の供託棒を回収（%2）</translation>
    </message>
    <message>
        <source>%1 collects %2 in riichi sticks left on the table</source>
        <translation>%1 が残りの供託 %2 点を獲得</translation>
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
        <translation>トビ（0点未満）</translation>
    </message>
    <message>
        <source>the last hand was played</source>
        <translation>オーラスが終了</translation>
    </message>
    <message>
        <source>someone reached the target after the last hand</source>
        <translation>規定局後に目標点到達</translation>
    </message>
    <message>
        <source>the dealer won the last hand in first place and stopped</source>
        <translation>トップ目の親がオーラスで和了止め</translation>
    </message>
    <message>
        <source>the dealer was tenpai in the last hand in first place and stopped</source>
        <translation>トップ目の親がオーラスで聴牌止め</translation>
    </message>
    <message>
        <source>the table ended the game</source>
        <translation>卓で終了</translation>
    </message>
    <message>
        <source>Ron — %1 from %2</source>
        <translation>ロン — %1（放銃 %2）</translation>
    </message>
    <message>
        <source>Tsumo — %1</source>
        <translation>ツモ — %1</translation>
    </message>
    <message>
        <source>Nagashi mangan — %1</source>
        <translation>流し満貫 — %1</translation>
    </message>
    <message>
        <source>Exhaustive draw — all noten</source>
        <translation>荒牌流局 — 全員ノーテン</translation>
    </message>
    <message>
        <source>Exhaustive draw — all tenpai</source>
        <translation>荒牌流局 — 全員聴牌</translation>
    </message>
    <message>
        <source>Exhaustive draw — tenpai: %1</source>
        <translation>荒牌流局 — 聴牌：%1</translation>
    </message>
    <message>
        <source>Abortive draw: %1</source>
        <translation>途中流局：%1</translation>
    </message>
    <message>
        <source>Chombo — %1</source>
        <translation>チョンボ — %1</translation>
    </message>
    <message>
        <source>Riichi — %1</source>
        <translation>立直 — %1</translation>
    </message>
    <message>
        <source>Game ended</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <source>%1 + %2 honba</source>
        <translation>%1＋本場 %2</translation>
    </message>
    <message>
        <source>%1 + %2 in riichi sticks</source>
        <translation>%1＋供託 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>outcome and its amounts</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation>対局終了：%1。</translation>
    </message>
    <message>
        <source>The dealer is first and may end the game here (or play on).</source>
        <translation>親はトップなので、ここで終了できます（続行も可）。</translation>
    </message>
    <message>
        <source>The hand is replayed: same dealer, same honba.</source>
        <translation>局はやり直し：親も本場もそのまま。</translation>
    </message>
    <message>
        <source>%1 loses %2 from the final result (after uma).</source>
        <translation>%1 は最終成績から %2 点を失います（ウマの後）。</translation>
    </message>
    <message>
        <source>%1 by ron</source>
        <translation>%1 のロン</translation>
    </message>
    <message>
        <source>%1 by ron from %2</source>
        <translation>%2 から %1 のロン</translation>
    </message>
    <message>
        <source>%1 by ron from another player</source>
        <translation>他家から %1 のロン</translation>
    </message>
    <message>
        <source>%1 by tsumo</source>
        <translation>%1 のツモ</translation>
    </message>
    <message>
        <source>cannot pass %1 in one hand</source>
        <translation>1局では %1 を抜けない</translation>
    </message>
    <message>
        <source>%1, or %2</source>
        <translation>%1、または %2</translation>
    </message>
    <message>
        <source>needs %1</source>
        <translation>%1 が必要</translation>
    </message>
    <message>
        <source>%1, %2 behind %3: %4</source>
        <translation>%1（%3 まで %2 点差）：%4</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4位</translation>
    </message>
    <message>
        <source>Game over after %1: %2 is first with %3 (%4).</source>
        <translation>%1で終局：%2が%3点でトップ（%4）。</translation>
    </message>
    <message>
        <source>Game over after %1: %2 went below zero (%3); %4 is first with %5.</source>
        <translation>%1で終局：%2が飛び（%3点）、%4が%5点でトップ。</translation>
    </message>
    <message>
        <source>Game over after %1: the dealer, %2, won the last hand in first place with %3 and stopped.</source>
        <translation>%1で終局：親の%2がトップ（%3点）で和了止め。</translation>
    </message>
    <message>
        <source>Game over after %1: the dealer, %2, was tenpai in first place with %3 and stopped.</source>
        <translation>%1で終局：親の%2がトップ（%3点）で聴牌止め。</translation>
    </message>
    <message>
        <source>The table ended the game during %1: %2 is first with %3.</source>
        <translation>%1の途中で対局を終了：%2が%3点でトップ。</translation>
    </message>
    <message>
        <source>Game over after %1, the last hand: %2 is first with %3.</source>
        <translation>最終局の%1で終局：%2が%3点でトップ。</translation>
    </message>
    <message>
        <source>After %1: %2 is first with %3.</source>
        <translation>%1終了時点：%2が%3点でトップ。</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>%1 の手牌：%2</translation>
    </message>
    <message>
        <source>One winner per discard under these rules (head bump): %1, nearest to the discarder, wins alone.</source>
        <translation>このルールは頭ハネ：放銃者に最も近い %1 のみが和了します。</translation>
    </message>
    <message>
        <source>Three ron claims make an abortive draw under these rules.</source>
        <translation>このルールでは三家和は途中流局です。</translation>
    </message>
    <message>
        <source>An abortive draw for %1 cannot happen with three players.</source>
        <translation>三人麻雀に %1 の途中流局はありません。</translation>
    </message>
    <message>
        <source>These rules have no nagashi mangan.</source>
        <translation>このルールに流し満貫はありません。</translation>
    </message>
    <message>
        <source>These rules have no abortive draw for %1.</source>
        <translation>このルールに %1 の途中流局はありません。</translation>
    </message>
    <message>
        <source>These rules have no liability (pao) for this hand.</source>
        <translation>このルールではこの手に責任払い（包）はありません。</translation>
    </message>
    <message>
        <source>Only the last dealer, first after a repeat, may stop the game here.</source>
        <translation>ここで終了できるのは、連荘したトップ目のオーラスの親だけです。</translation>
    </message>
    <message>
        <source>%1&apos;s hand has no yakuman a liable player answers for (daisangen, daisuushii…).</source>
        <translation>%1 の手には責任払いの対象となる役満（大三元・大四喜など）がありません。</translation>
    </message>
    <message>
        <source>%1&apos;s hand is no yakuman: nobody is liable for it.</source>
        <translation>%1 の手は役満ではないので、責任払いはありません。</translation>
    </message>
    <message>
        <source>No hand pays %1.</source>
        <translation>%1 となる手はありません。</translation>
    </message>
    <message>
        <source>These points are called for the other kind of win (ron or tsumo).</source>
        <translation>この点数はもう一方の和了方法（ロンかツモ）のものです。</translation>
    </message>
    <message>
        <source>%1 %2 does not exist.</source>
        <translation>%1%2 は存在しません。</translation>
    </message>
    <message>
        <source>%1 has %2 points: riichi needs 1,000 under these rules.</source>
        <translation>%1 は %2 点：このルールでは立直に1000点が必要です。</translation>
    </message>
    <message>
        <source>%1 is already in riichi.</source>
        <translation>%1 はすでに立直しています。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局は終了しています。</translation>
    </message>
    <message>
        <source>This game holds %1 events, the most one game can; start a new game to go on.</source>
        <translation>この対局には記録できる上限の%1件が入っています。続けるには新しい対局を始めてください。</translation>
    </message>
    <message>
        <source>This correction makes a later event (number %1) impossible, so nothing was changed.</source>
        <translation>この訂正では後の記録（%1 番目）が成り立たないため、何も変更していません。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>元に戻す操作はありません。</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>やり直す操作はありません。</translation>
    </message>
    <message>
        <source>The game file could not be used: %1</source>
        <translation>対局ファイルを使用できません：%1</translation>
    </message>
</context>
<context>
    <name>TilePalette</name>
    <message>
        <source>A kan of %1 needs all four, and one is the red five %2, which is already in use.</source>
        <comment>meld menu: %1 the plain five, e.g. 5p; %2 the red five, 0p</comment>
        <translation>%1 のカンには4枚すべてが要り、そのうち1枚は赤五 %2 ですが、すでに使われています。</translation>
    </message>
    <message>
        <source>The fourth %1 is the red five %2: a kan of %1 holds it.</source>
        <comment>meld menu: %1 the plain five, e.g. 5p; %2 the red five, 0p</comment>
        <translation>4枚目の %1 は赤五 %2 です。%1 のカンには必ず入ります。</translation>
    </message>
    <message>
        <source>Not enough free %1 left.</source>
        <comment>meld menu: %1 a tile, e.g. 5p</comment>
        <translation>残りの %1 が足りません。</translation>
    </message>
</context>
<context>
    <name>Wait</name>
    <message>
        <source>Ryanmen (two-sided)</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>Kanchan (closed)</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>Penchan (edge)</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>Tanki (pair)</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>Shanpon (dual pair)</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>Thirteen orphans, single wait</source>
        <translation>国士無双単騎待ち</translation>
    </message>
    <message>
        <source>Thirteen orphans, 13-sided wait</source>
        <translation>国士無双十三面待ち</translation>
    </message>
</context>
<context>
    <name>WeakSkills</name>
    <message>
        <source>To work on</source>
        <translation>苦手なところ</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 問中 %1 問正解</translation>
    </message>
    <message>
        <source>Learn this: %1</source>
        <translation>学ぶ：%1</translation>
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
        <translation>%1 · ツモ</translation>
    </message>
    <message>
        <source>%1 · ron from %2</source>
        <translation>%1 · %2 からロン</translation>
    </message>
    <message>
        <source>dealt in</source>
        <translation>放銃</translation>
    </message>
    <message>
        <source>%1 seat</source>
        <translation>%1家</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>Dora indicator</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Ura</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>Kita</source>
        <translation>北抜き</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>未計算</translation>
    </message>
    <message>
        <source>✓ Agrees with the log</source>
        <translation>✓ 牌譜と一致</translation>
    </message>
    <message>
        <source>Differs from the log.</source>
        <translation>牌譜と一致しません。</translation>
    </message>
    <message>
        <source>Open in calculator</source>
        <translation>計算機で開く</translation>
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
        <translation>このルールは頭ハネ：放銃者に最も近い %1 のみが和了します。</translation>
    </message>
    <message>
        <source>Three players called ron: under these rules the hand is an abortive draw (use Draw… → Abortive draw).</source>
        <translation>三家がロン：このルールでは途中流局です（流局… → 途中流局）。</translation>
    </message>
    <message>
        <source>Choose who won, and tsumo or who dealt in.</source>
        <translation>和了者と、ツモか放銃者を選んでください。</translation>
    </message>
    <message>
        <source>Give %1&apos;s hand, han and fu, or points.</source>
        <translation>%1 の手牌、翻と符、または点数を入力してください。</translation>
    </message>
    <message>
        <source>This winner is no longer chosen.</source>
        <translation>この和了者は選ばれていません。</translation>
    </message>
    <message>
        <source>Correct this win</source>
        <translation>この和了を訂正</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>Who won?</source>
        <translation>和了者</translation>
    </message>
    <message>
        <source>From</source>
        <translation>放銃者</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Apply to table</source>
        <translation>卓に反映</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>訂正</translation>
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
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <source>Riichi Scoring Trainer</source>
        <translation>リーチ麻雀 点数計算トレーナー</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>メモ：%1</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>プリント</translation>
    </message>
    <message>
        <source>Name: ____________________</source>
        <translation>名前：____________________</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>解答</translation>
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
        <translation>ダブル立直</translation>
    </message>
    <message>
        <source>Ippatsu (One Shot)</source>
        <translation>一発</translation>
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
        <translation>断幺九</translation>
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
        <translation>槍槓</translation>
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
        <translation>七対子</translation>
    </message>
    <message>
        <source>Ittsu (Pure Straight)</source>
        <translation>一気通貫</translation>
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
        <translation>対々和</translation>
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
        <translation>混全帯幺九</translation>
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
        <translation>純全帯幺九</translation>
    </message>
    <message>
        <source>Chinitsu (Full Flush)</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Renhou (Blessing of Man, Mangan)</source>
        <translation>人和（満貫）</translation>
    </message>
    <message>
        <source>Nagashi Mangan (Mangan at Draw)</source>
        <translation>流し満貫</translation>
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
        <translation>人和（役満）</translation>
    </message>
    <message>
        <source>Kokushi Musou (Thirteen Orphans)</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <source>Kokushi Musou Juusanmen (Thirteen Orphans, 13-Sided Wait)</source>
        <translation>国士無双十三面</translation>
    </message>
    <message>
        <source>Chuuren Poutou (Nine Gates)</source>
        <translation>九蓮宝燈</translation>
    </message>
    <message>
        <source>Junsei Chuuren Poutou (True Nine Gates)</source>
        <translation>純正九蓮宝燈</translation>
    </message>
    <message>
        <source>Ryuuiisou (All Green)</source>
        <translation>緑一色</translation>
    </message>
    <message>
        <source>Suuankou (Four Concealed Triplets)</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <source>Suuankou Tanki (Four Concealed Triplets, Pair Wait)</source>
        <translation>四暗刻単騎</translation>
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
        <translation>オープン立直</translation>
    </message>
    <message>
        <source>Kinkei Dokuritsu (Golden Rooster on One Leg)</source>
        <translation>金鶏独立</translation>
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
        <translation>百万石</translation>
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
        <translation>紅一点</translation>
    </message>
    <message>
        <source>Aoi Doumon (Blue Cave Gate)</source>
        <translation>青い洞門</translation>
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
        <translation>ドラ</translation>
    </message>
    <message>
        <source>Ura Dora (Hidden Bonus Tiles)</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>Aka Dora (Red Fives)</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <source>Yakuhai: North (Three Players)</source>
        <translation>役牌：北（三人麻雀）</translation>
    </message>
    <message>
        <source>Kita (North Set Aside)</source>
        <translation>抜きドラ</translation>
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
        <translation>ダブル立直</translation>
    </message>
    <message>
        <source>一発</source>
        <translation>一発</translation>
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
        <translation>断幺九</translation>
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
        <translation>槍槓</translation>
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
        <translation>七対子</translation>
    </message>
    <message>
        <source>一気通貫</source>
        <translation>一気通貫</translation>
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
        <translation>対々和</translation>
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
        <translation>混全帯幺九</translation>
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
        <translation>純全帯幺九</translation>
    </message>
    <message>
        <source>清一色</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>人和（満貫）</source>
        <translation>人和（満貫）</translation>
    </message>
    <message>
        <source>流し満貫</source>
        <translation>流し満貫</translation>
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
        <translation>人和（役満）</translation>
    </message>
    <message>
        <source>国士無双</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <source>国士無双十三面</source>
        <translation>国士無双十三面</translation>
    </message>
    <message>
        <source>九蓮宝燈</source>
        <translation>九蓮宝燈</translation>
    </message>
    <message>
        <source>純正九蓮宝燈</source>
        <translation>純正九蓮宝燈</translation>
    </message>
    <message>
        <source>緑一色</source>
        <translation>緑一色</translation>
    </message>
    <message>
        <source>四暗刻</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <source>四暗刻単騎</source>
        <translation>四暗刻単騎</translation>
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
        <translation>オープン立直</translation>
    </message>
    <message>
        <source>金鶏独立</source>
        <translation>金鶏独立</translation>
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
        <translation>百万石</translation>
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
        <translation>紅一点</translation>
    </message>
    <message>
        <source>青い洞門</source>
        <translation>青い洞門</translation>
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
        <translation>ドラ</translation>
    </message>
    <message>
        <source>裏ドラ</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>赤ドラ</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <source>役牌：北</source>
        <translation>役牌：北</translation>
    </message>
    <message>
        <source>抜きドラ</source>
        <translation>抜きドラ</translation>
    </message>
</context>
<context>
    <name>YakuPicker</name>
    <message>
        <source>Yakuman ▾</source>
        <translation>役満 ▾</translation>
    </message>
    <message>
        <source>Yakuman ▸</source>
        <translation>役満 ▸</translation>
    </message>
    <message>
        <source>✓ Right</source>
        <translation>✓ 正解</translation>
    </message>
    <message>
        <source>✗ It is %1</source>
        <translation>✗ 正解は %1</translation>
    </message>
</context>
</TS>
