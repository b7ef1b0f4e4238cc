<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Riichi Scoring Trainer</source>
        <translation>关于立直麻将算分练习</translation>
    </message>
    <message>
        <source>Riichi Scoring Trainer</source>
        <translation>立直麻将算分练习</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Learn and do Japanese riichi mahjong scoring.</source>
        <translation>学习日本立直麻将的算分，并在牌桌上实际算分。</translation>
    </message>
    <message>
        <source>Free software under the %1 licence. It contains:</source>
        <translation>基于 %1 许可证的自由软件。其中包含：</translation>
    </message>
    <message>
        <source>The full licence texts are in %1</source>
        <translation>许可证全文位于 %1</translation>
    </message>
    <message>
        <source>The full licence texts come with each installed package.</source>
        <translation>许可证全文随各个已安装的软件包提供。</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>组件</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可证</translation>
    </message>
</context>
<context>
    <name>AnswerField</name>
    <message>
        <source>✓ Right</source>
        <translation>✓ 正确</translation>
    </message>
    <message>
        <source>✗ It is %1</source>
        <translation>✗ 正确答案是 %1</translation>
    </message>
</context>
<context>
    <name>CalculatorView</name>
    <message>
        <source>Won on a discard (T switches)</source>
        <translation>荣和：别家打出的牌（按 T 切换）</translation>
    </message>
    <message>
        <source>Self-drawn win (T switches)</source>
        <translation>自摸：自己摸到的牌（按 T 切换）</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>记法</translation>
    </message>
    <message>
        <source>e.g. 123m456p789s11z 555z(pon) win 1z</source>
        <translation>例如 123m456p789s11z 555z(pon) win 1z</translation>
    </message>
    <message>
        <source>Tiles in mpsz: 123m 406p (0 = red five) 789s 1234567z (E S W N, white, green, red).
Melds: tiles then their kind in brackets: 555z(pon) 1111m(ankan) 406s(chi) 7777p(minkan) 2222s(kakan).
Winning tile: win 3s (otherwise the last tile written). Enter tidies the text.</source>
        <translation>牌用 mpsz 记法：123m 万子、406p 筒子（0 为赤五）、789s 索子、1234567z 字牌（东南西北白发中）。
副露：牌后加括号注明种类：555z(pon) 1111m(ankan) 406s(chi) 7777p(minkan) 2222s(kakan)。
和牌张：win 3s（不写则为最后写的那张）。按回车整理文字。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the notation (Ctrl+Shift+C)</source>
        <translation>复制记法（Ctrl+Shift+C）</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>撤销（Ctrl+Z）</translation>
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
        <translation>清空</translation>
    </message>
    <message>
        <source>Start over (Ctrl+Backspace)</source>
        <translation>从头开始（Ctrl+Backspace）</translation>
    </message>
    <message>
        <source>Random hand</source>
        <translation>随机手牌</translation>
    </message>
    <message>
        <source>Deal a random legal hand (Ctrl+R)</source>
        <translation>随机发一副合法的和牌（Ctrl+R）</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Click adds a tile · right-click makes a chi, pon or kan · the badge counts copies left</source>
        <translation>单击加入一张牌 · 右键可吃、碰、杠 · 角标为剩余张数</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>和牌情况</translation>
    </message>
    <message>
        <source>Click tiles below or type a hand like 234m456p678s33355s</source>
        <translation>单击下方的牌，或输入手牌，例如 234m456p678s33355s</translation>
    </message>
    <message>
        <source>Click adds a tile · right-click makes a pon or kan (three players: no chi) · the badge counts copies left</source>
        <translation>单击加入一张牌 · 右键可碰、杠（三麻不能吃） · 角标为剩余张数</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more to complete the hand</source>
        <translation>
            <numerusform>还差 %n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>one short: the waits are listed on the right</source>
        <translation>差一张：右侧列出听牌</translation>
    </message>
    <message numerus="yes">
        <source>No red five %1 left: these rules have %n in the set.</source>
        <translation>
            <numerusform>赤五 %1 已用完：本规则中只有 %n 张。</numerusform>
        </translation>
    </message>
    <message>
        <source>No plain %1 left: the other fives of the set are red (%2).</source>
        <translation>普通的 %1 已用完：其余的五是赤五（%2）。</translation>
    </message>
    <message>
        <source>No more ura dora indicators than dora indicators: add a dora indicator first.</source>
        <translation>里宝牌指示牌不能比宝牌指示牌多：请先添加宝牌指示牌。</translation>
    </message>
    <message>
        <source>%1 is not in the three-player set (2m to 8m are removed).</source>
        <translation>%1 不在三麻牌组中（二万至八万已去除）。</translation>
    </message>
    <message>
        <source>Three players cannot chi: only pon and kan.</source>
        <translation>三麻不能吃：只能碰和杠。</translation>
    </message>
    <message>
        <source>Kita exist only with three players: choose a three-player rule set.</source>
        <translation>只有三麻才有拔北：请选择三麻规则。</translation>
    </message>
    <message>
        <source>type tiles into the notation box</source>
        <translation>在记法框中输入牌</translation>
    </message>
    <message>
        <source>tidy the notation box</source>
        <translation>整理记法框</translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation>撤销 / 重做</translation>
    </message>
    <message>
        <source>pick a dora / ura dora indicator</source>
        <translation>选择宝牌 / 里宝牌指示牌</translation>
    </message>
    <message>
        <source>stop picking indicators</source>
        <translation>停止选择指示牌</translation>
    </message>
    <message>
        <source>remove the last tile</source>
        <translation>移除最后一张牌</translation>
    </message>
    <message>
        <source>start over</source>
        <translation>从头开始</translation>
    </message>
    <message>
        <source>random legal hand</source>
        <translation>随机发一副合法的和牌</translation>
    </message>
    <message>
        <source>copy / paste the notation</source>
        <translation>复制 / 粘贴记法</translation>
    </message>
    <message>
        <source>go to the notation box</source>
        <translation>转到记法框</translation>
    </message>
    <message>
        <source>open a quiz hand code</source>
        <translation>打开练习的手牌代码</translation>
    </message>
    <message>
        <source>switch tabs</source>
        <translation>切换标签页</translation>
    </message>
    <message>
        <source>this list</source>
        <translation>本列表</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Open hand code</source>
        <translation>打开手牌代码</translation>
    </message>
    <message>
        <source>Hand code (shown under every quiz question):</source>
        <translation>手牌代码（显示在每道练习题下方）：</translation>
    </message>
    <message>
        <source>This hand code has a typo or is cut short.</source>
        <translation>这个手牌代码有错字或不完整。</translation>
    </message>
    <message>
        <source>This hand code was made by a newer version of the program.</source>
        <translation>这个手牌代码由较新版本的程序生成。</translation>
    </message>
    <message>
        <source>This is not a hand code.</source>
        <translation>这不是手牌代码。</translation>
    </message>
    <message>
        <source>The clipboard holds %1 characters: too long for a hand or a hand code (at most %2).</source>
        <translation>剪贴板中有 %1 个字符：对手牌或手牌代码来说太长了（最多 %2 个）。</translation>
    </message>
    <message>
        <source>Click a tile to make it the winning tile; right-click to remove</source>
        <translation>单击一张牌设为和牌张；右键移除</translation>
    </message>
    <message>
        <source>Paste a hand in notation or a hand code (Ctrl+Shift+V)</source>
        <translation>粘贴记法或手牌代码（Ctrl+Shift+V）</translation>
    </message>
    <message>
        <source>Hand code…</source>
        <translation>手牌代码…</translation>
    </message>
    <message>
        <source>Open a quiz hand code: its hand, situation and rules (Ctrl+O)</source>
        <translation>打开练习的手牌代码：手牌、场况和规则（Ctrl+O）</translation>
    </message>
    <message>
        <source>Winning tile %1 · click another tile to change it</source>
        <translation>和牌张 %1 · 单击其他牌可更换</translation>
    </message>
    <message>
        <source>All four %1 are already in use.</source>
        <translation>四张 %1 都已用完。</translation>
    </message>
    <message>
        <source>These rules have no red five %1.</source>
        <translation>本规则没有赤五 %1。</translation>
    </message>
    <message>
        <source>The hand is complete: right-click a tile to remove it first.</source>
        <translation>手牌已满：请先右键移除一张牌。</translation>
    </message>
    <message>
        <source>A hand has at most four melds.</source>
        <translation>一手牌最多 4 组副露。</translation>
    </message>
    <message>
        <source>No room for another meld: remove some closed tiles first.</source>
        <translation>没有空位再副露：请先移除一些手牌。</translation>
    </message>
    <message>
        <source>At most five indicators.</source>
        <translation>指示牌最多 5 张。</translation>
    </message>
    <message>
        <source>Make %1 the winning tile</source>
        <translation>将 %1 设为和牌张</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <source>Remove the %1</source>
        <translation>移除这组%1</translation>
    </message>
    <message>
        <source>Click the dora indicator · Esc cancels</source>
        <translation>单击宝牌指示牌 · Esc 取消</translation>
    </message>
    <message>
        <source>Click the ura dora indicator · Esc cancels</source>
        <translation>单击里宝牌指示牌 · Esc 取消</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <source>This is the only way to read the hand.</source>
        <translation>这副牌只有一种拆法。</translation>
    </message>
    <message>
        <source>This reading pays the most points.</source>
        <translation>按高点法，取点数最高的拆法。</translation>
    </message>
    <message>
        <source>Readings pay the same points; a yakuman is preferred to a counted (kazoe) yakuman.</source>
        <translation>几种拆法点数相同，役满优先于累计役满。</translation>
    </message>
    <message>
        <source>Readings pay the same points; this one has more han.</source>
        <translation>几种拆法点数相同，取番数较多者。</translation>
    </message>
    <message>
        <source>Readings pay the same points and han; this one has more fu.</source>
        <translation>几种拆法点数与番数都相同，取符数较多者。</translation>
    </message>
    <message>
        <source>Several readings score exactly the same.</source>
        <translation>几种拆法的得分完全相同。</translation>
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
        <translation>报点</translation>
    </message>
    <message>
        <source>Build in the calculator…</source>
        <translation>在计算器中输入…</translation>
    </message>
    <message>
        <source>Change in the calculator…</source>
        <translation>在计算器中修改…</translation>
    </message>
    <message>
        <source>No hand yet.</source>
        <translation>尚未输入手牌。</translation>
    </message>
    <message>
        <source>Non-dealers pay</source>
        <translation>闲家各付</translation>
    </message>
    <message>
        <source>The other non-dealer pays</source>
        <translation>另一闲家付</translation>
    </message>
    <message>
        <source>Dealer pays</source>
        <translation>庄家付</translation>
    </message>
    <message>
        <source>Each pays</source>
        <translation>每家付</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>荣和</translation>
    </message>
    <message>
        <source>Liable (pao)</source>
        <translation>包牌责任者</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>ClassroomActions</name>
    <message>
        <source>PNG picture, 2× (*.png)</source>
        <translation>PNG 图片，2 倍 (*.png)</translation>
    </message>
    <message>
        <source>PNG picture, 1× (*.png)</source>
        <translation>PNG 图片，1 倍 (*.png)</translation>
    </message>
    <message>
        <source>PNG picture, 4× (*.png)</source>
        <translation>PNG 图片，4 倍 (*.png)</translation>
    </message>
    <message>
        <source>SVG picture (*.svg)</source>
        <translation>SVG 图片 (*.svg)</translation>
    </message>
    <message>
        <source>Save a picture of the hand</source>
        <translation>保存手牌图片</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>The picture could not be saved: %1</source>
        <translation>无法保存图片：%1</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Show the hand, or the lesson deck, full screen (F5)</source>
        <translation>全屏显示手牌或课件 (F5)</translation>
    </message>
    <message>
        <source>Add this hand to the lesson deck</source>
        <translation>将此手牌加入课件</translation>
    </message>
    <message>
        <source>Put it in the Classroom tab&apos;s deck (Ctrl+Shift+D)</source>
        <translation>加入“课堂”页的课件 (Ctrl+Shift+D)</translation>
    </message>
    <message>
        <source>Save a picture of this hand…</source>
        <translation>保存此手牌的图片…</translation>
    </message>
    <message>
        <source>PNG or SVG (Ctrl+Shift+S)</source>
        <translation>PNG 或 SVG (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>Copy a picture of this hand</source>
        <translation>复制此手牌的图片</translation>
    </message>
    <message>
        <source>For slides and chats (Ctrl+Shift+P)</source>
        <translation>用于幻灯片和聊天 (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Present on</source>
        <translation>演示屏幕</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>原始大小</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>课堂</translation>
    </message>
    <message>
        <source>Build a complete hand in the calculator first (or open a lesson deck in the Classroom tab).</source>
        <translation>请先在算分器中组好完整的手牌（或在“课堂”页打开课件）。</translation>
    </message>
    <message numerus="yes">
        <source>Added to the lesson deck (%n hand(s))</source>
        <translation>
            <numerusform>已加入课件（共 %n 手）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) could not be added:</source>
        <translation>
            <numerusform>有 %n 手无法添加：</numerusform>
        </translation>
    </message>
    <message>
        <source>Picture copied: paste it into slides or a chat.</source>
        <translation>图片已复制：可粘贴到幻灯片或聊天中。</translation>
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
        <translation>文件太大，不是课件。</translation>
    </message>
    <message>
        <source>The file is not a lesson deck: it is not valid JSON (line %1).</source>
        <translation>文件不是课件：JSON 格式有误（第 %1 行）。</translation>
    </message>
    <message>
        <source>The file is not a lesson deck.</source>
        <translation>文件不是课件。</translation>
    </message>
    <message>
        <source>This deck was made by a newer version of the program.</source>
        <translation>此课件由更新版本的程序制作。</translation>
    </message>
    <message>
        <source>The field “%1” is not right.</source>
        <translation>字段“%1”不正确。</translation>
    </message>
    <message>
        <source>A deck holds at most %1 hands.</source>
        <translation>一份课件最多 %1 手。</translation>
    </message>
    <message>
        <source>“%1” is longer than %2 characters.</source>
        <translation>“%1”超过 %2 个字符。</translation>
    </message>
    <message>
        <source>This is not a hand code, or it has a typo.</source>
        <translation>这不是手牌代码，或有输入错误。</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
</context>
<context>
    <name>DeckView</name>
    <message>
        <source>Lesson title, e.g. “Fu of melds”</source>
        <translation>课件标题，例如“面子的符”</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Add hands ▾</source>
        <translation>添加手牌 ▾</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Worksheet PDF…</source>
        <translation>练习卷 PDF…</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>图片…</translation>
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
        <translation>删除</translation>
    </message>
    <message>
        <source>Open in calculator</source>
        <translation>在算分器中打开</translation>
    </message>
    <message>
        <source>Present the deck full screen from the selected hand (F5)</source>
        <translation>从所选手牌开始全屏演示课件 (F5)</translation>
    </message>
    <message>
        <source>The hands with answer boxes, then the answer key, as a PDF</source>
        <translation>带答题框的手牌，然后是答案，输出为 PDF</translation>
    </message>
    <message>
        <source>The calculator&apos;s hand</source>
        <translation>算分器中的手牌</translation>
    </message>
    <message>
        <source>Hand codes…</source>
        <translation>手牌代码…</translation>
    </message>
    <message>
        <source>From quiz history…</source>
        <translation>来自测验记录…</translation>
    </message>
    <message>
        <source>Generated hands…</source>
        <translation>生成的手牌…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Note for the teacher (shown with N while presenting, printed on the key)</source>
        <translation>教师备注（演示时按 N 显示，印在答案页）</translation>
    </message>
    <message>
        <source>A lesson deck is the list of hands you present to the class and print as a worksheet.

Add hands with “Add hands”: the calculator&apos;s hand (Ctrl+Shift+D from any tab), hand codes, questions missed in the quiz, or hands generated for a topic and level.</source>
        <translation>课件是你向全班演示、并打印成练习卷的一组手牌。

用“添加手牌”加入：算分器中的手牌（任何页面按 Ctrl+Shift+D）、手牌代码、测验中答错的题，或按主题和难度生成的手牌。</translation>
    </message>
    <message numerus="yes">
        <source>Hands (%n)</source>
        <translation>
            <numerusform>手牌（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Lesson deck</source>
        <translation>课件</translation>
    </message>
    <message>
        <source>The calculator has no complete hand.</source>
        <translation>算分器中没有完整的手牌。</translation>
    </message>
    <message>
        <source>Add hand codes</source>
        <translation>添加手牌代码</translation>
    </message>
    <message>
        <source>One hand per line: a hand code (shown under every quiz question) or a hand in JSON.</source>
        <translation>每行一手：手牌代码（显示在每道测验题下方）或 JSON 格式的手牌。</translation>
    </message>
    <message>
        <source>Line %1 (%2…): %3</source>
        <translation>第 %1 行（%2…）：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) could not be added:</source>
        <translation>
            <numerusform>有 %n 行无法添加：</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no quiz history yet.</source>
        <translation>还没有测验记录。</translation>
    </message>
    <message>
        <source>From quiz history</source>
        <translation>来自测验记录</translation>
    </message>
    <message>
        <source>Questions answered wrong</source>
        <translation>答错的题</translation>
    </message>
    <message>
        <source>Every question answered</source>
        <translation>所有答过的题</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>选取</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>No questions to add.</source>
        <translation>没有可添加的题。</translation>
    </message>
    <message>
        <source>Reading quiz history…</source>
        <translation>正在读取测验记录…</translation>
    </message>
    <message>
        <source>Generated hands</source>
        <translation>生成的手牌</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Dealing hands…</source>
        <translation>正在发牌…</translation>
    </message>
    <message>
        <source>Save the changes to the lesson deck?</source>
        <translation>保存对课件的修改吗？</translation>
    </message>
    <message>
        <source>Open lesson deck</source>
        <translation>打开课件</translation>
    </message>
    <message>
        <source>Any file (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Lesson deck (*.json)</source>
        <translation>课件 (*.json)</translation>
    </message>
    <message>
        <source>Save lesson deck</source>
        <translation>保存课件</translation>
    </message>
    <message>
        <source>The deck could not be saved: %1</source>
        <translation>无法保存课件：%1</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>课件</translation>
    </message>
    <message>
        <source>Worksheet PDF</source>
        <translation>练习卷 PDF</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>美式信纸 (Letter)</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>纸张</translation>
    </message>
    <message>
        <source>Language of the class</source>
        <translation>课堂语言</translation>
    </message>
    <message>
        <source>worksheet</source>
        <translation>练习卷</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the worksheet…</source>
        <translation>正在生成练习卷…</translation>
    </message>
</context>
<context>
    <name>Diagnosis</name>
    <message>
        <source>a non-dealer&apos;s ron</source>
        <translation>闲家荣和</translation>
    </message>
    <message>
        <source>a dealer&apos;s ron</source>
        <translation>庄家荣和</translation>
    </message>
    <message>
        <source>a non-dealer&apos;s tsumo</source>
        <translation>闲家自摸</translation>
    </message>
    <message>
        <source>a dealer&apos;s tsumo</source>
        <translation>庄家自摸</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>open kan</source>
        <translation>明杠</translation>
    </message>
    <message>
        <source>added kan</source>
        <translation>加杠</translation>
    </message>
    <message>
        <source>closed kan</source>
        <translation>暗杠</translation>
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
        <translation>你可能加了%1符门清荣和符，但这手牌已经副露</translation>
    </message>
    <message>
        <source>You likely added %1 tsumo fu: pinfu tsumo is 20 fu flat</source>
        <translation>你可能加了%1符自摸符：平和自摸固定20符</translation>
    </message>
    <message>
        <source>You likely added %1 (%2 fu), which this hand does not get</source>
        <translation>你可能加了%1（%2符），但这手牌没有</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as closed: %3 fu instead of %4</source>
        <translation>你可能把%1的%2算成了暗刻：%3符，而不是%4符</translation>
    </message>
    <message>
        <source>You likely counted the %1 triplet as closed, but the ron tile completed it, so it counts open: %2 fu, not %3</source>
        <translation>你可能把%1刻子算成了暗刻，但它是荣和的牌凑成的，算明刻：%2符，不是%3符</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as open: %3 fu instead of %4</source>
        <translation>你可能把%1的%2算成了明刻：%3符，而不是%4符</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as terminals or honors: %3 fu instead of %4</source>
        <translation>你可能把%1的%2当成了幺九牌：%3符，而不是%4符</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as simples: %3 fu instead of %4</source>
        <translation>你可能把%1的%2当成了中张牌：%3符，而不是%4符</translation>
    </message>
    <message>
        <source>You likely counted the %1 %2 as a triplet: %3 fu instead of %4</source>
        <translation>你可能把%1的%2当成了刻子：%3符，而不是%4符</translation>
    </message>
    <message>
        <source>You likely counted the %1 double-wind pair as %2 fu: these rules give %3</source>
        <translation>你可能把%1连风雀头算成了%2符：本规则是%3符</translation>
    </message>
    <message>
        <source>You likely forgot to round up: %1 fu → %2</source>
        <translation>你可能忘了进位：%1符 → %2符</translation>
    </message>
    <message>
        <source>You likely rounded down: %1 fu rounds up to %2</source>
        <translation>你可能舍去了零头：%1符应进位为%2符</translation>
    </message>
    <message>
        <source>You likely forgot that an open hand of 20 fu counts 30</source>
        <translation>你可能忘了：副露的20符牌型算30符</translation>
    </message>
    <message>
        <source>Seven pairs is 25 fu flat; it is not rounded up to 30</source>
        <translation>七对子固定25符，不进位为30符</translation>
    </message>
    <message>
        <source>You likely read the hand another way (%1 wait: %2 han %3 fu); the reading that pays most counts</source>
        <translation>你可能用了另一种拆法（%1：%2番%3符）；应取点数最高的拆法</translation>
    </message>
    <message>
        <source>You likely left out %1: %2 han</source>
        <translation>你可能漏了%1：%2番</translation>
    </message>
    <message>
        <source>You likely counted %1 at its closed value: open, it is %2 han, not %3</source>
        <translation>你可能按门前清计算了%1：副露时是%2番，不是%3番</translation>
    </message>
    <message>
        <source>%1 does not count here: %2</source>
        <translation>%1在这里不成立：%2</translation>
    </message>
    <message>
        <source>%1 is not in this hand</source>
        <translation>这手牌没有%1</translation>
    </message>
    <message>
        <source>You likely counted %1 ura dora, but only a hand in riichi gets ura dora</source>
        <translation>你可能算了%1张里宝牌，但只有立直的牌才有里宝牌</translation>
    </message>
    <message>
        <source>You likely missed %1 dora: the indicator %2 makes %3 the dora</source>
        <translation>你可能漏了%1张宝牌：指示牌%2表示宝牌是%3</translation>
    </message>
    <message>
        <source>You likely missed %1 ura dora: the indicator %2 makes %3 the ura dora</source>
        <translation>你可能漏了%1张里宝牌：指示牌%2表示里宝牌是%3</translation>
    </message>
    <message>
        <source>You likely counted the dora from the indicator %1 itself (%2): the dora is the next tile, %3 (%4)</source>
        <translation>你可能把指示牌%1本身当成了宝牌（%2张）：宝牌是下一张，%3（%4张）</translation>
    </message>
    <message>
        <source>You likely counted the ura dora from the indicator %1 itself (%2): it is the next tile, %3 (%4)</source>
        <translation>你可能把里宝指示牌%1本身当成了里宝牌（%2张）：里宝牌是下一张，%3（%4张）</translation>
    </message>
    <message>
        <source>You likely missed the red five: %1 han</source>
        <translation>你可能漏了赤宝牌：%1番</translation>
    </message>
    <message>
        <source>You likely paid as for %1; this is %2</source>
        <translation>你可能按%1计算了点数；这是%2</translation>
    </message>
    <message>
        <source>You likely swapped the payers: on a non-dealer&apos;s tsumo the dealer pays twice what the others pay</source>
        <translation>你可能把付款方弄反了：闲家自摸时，庄家付的是其他闲家的两倍</translation>
    </message>
    <message>
        <source>You likely swapped the payers: on a non-dealer&apos;s tsumo the dealer pays more than the other player</source>
        <translation>你可能把付款方弄反了：闲家自摸时，庄家付的比另一名闲家多</translation>
    </message>
    <message>
        <source>You likely left out the %1 honba (%2 points in all)</source>
        <translation>你可能漏了%1本场（共%2点）</translation>
    </message>
    <message>
        <source>On a tsumo each player pays 100 per honba, not 300</source>
        <translation>自摸时每家每本场付100点，不是300点</translation>
    </message>
    <message>
        <source>On a ron the discarder pays 300 per honba</source>
        <translation>荣和时放铳者每本场付300点</translation>
    </message>
    <message>
        <source>You likely paid as with four players: with three there is no North, and North&apos;s %1 is not paid (tsumo loss)</source>
        <translation>你可能按四人麻将付了点：三麻没有北家，北家应付的%1点不付（自摸损）</translation>
    </message>
    <message>
        <source>You likely paid as with four players: with three there is no North, and North&apos;s %1 is split between the two payers</source>
        <translation>你可能按四人麻将付了点：三麻没有北家，北家应付的%1点由两名付款者平分</translation>
    </message>
    <message>
        <source>With three players each of the two payers pays %1 per honba on a tsumo, not %2</source>
        <translation>三麻自摸时，两名付款者每本场各付%1点，而不是%2点</translation>
    </message>
    <message>
        <source>With three players the discarder pays %1 per honba on a ron, not %2</source>
        <translation>三麻荣和时，放铳者每本场付%1点，而不是%2点</translation>
    </message>
    <message>
        <source>You likely left out the riichi sticks on the table (%1 points)</source>
        <translation>你可能漏了场上的立直棒（%1点）</translation>
    </message>
    <message>
        <source>%1 han %2 fu is %3: the limit caps the base points (without it they would be %4)</source>
        <translation>%1番%2符是%3：基本点按满贯封顶（否则是%4）</translation>
    </message>
    <message>
        <source>You likely paid %1 han as %2; it is %3</source>
        <translation>你可能把%1番按%2计算；应是%3</translation>
    </message>
    <message>
        <source>You likely paid %1 han as %2; it is below any limit</source>
        <translation>你可能把%1番按%2计算；它还不到满贯</translation>
    </message>
    <message>
        <source>These rules round %1 han %2 fu up to mangan (kiriage)</source>
        <translation>本规则把%1番%2符算作满贯（切上满贯）</translation>
    </message>
    <message>
        <source>These rules have no kiriage: %1 han %2 fu is not a mangan</source>
        <translation>本规则没有切上满贯：%1番%2符不是满贯</translation>
    </message>
    <message>
        <source>Under these rules %1 han without a yakuman is %2</source>
        <translation>本规则下，没有役满的%1番是%2</translation>
    </message>
    <message>
        <source>No tsumo fu: pinfu tsumo is 20 fu flat</source>
        <translation>没有自摸符：平和自摸固定20符</translation>
    </message>
    <message>
        <source>No tsumo fu: these rules give none for a win on the kan replacement tile</source>
        <translation>没有自摸符：本规则下岭上开花不加自摸符</translation>
    </message>
    <message>
        <source>No closed-ron fu: the hand is open</source>
        <translation>没有门清荣和符：这手牌已经副露</translation>
    </message>
    <message>
        <source>Seven pairs: 25 fu flat, not rounded</source>
        <translation>七对子：固定25符，不进位</translation>
    </message>
    <message>
        <source>That follows from your %1 fu %2 han: fix those first</source>
        <translation>这是按你的%1符%2番算出的：先改正符和番</translation>
    </message>
    <message>
        <source>That follows from your answer %1: fix that first</source>
        <translation>这是由你的答案（%1）算出的：先改正它</translation>
    </message>
    <message>
        <source>No single slip gives your number; check the breakdown below</source>
        <translation>找不到单一的错误能得出你的数字；请看下面的明细</translation>
    </message>
    <message>
        <source>This hand has no yakuman: type the han it counts</source>
        <translation>这手牌没有役满：请填写它累计的番数</translation>
    </message>
    <message>
        <source>Several slips fit your number equally:</source>
        <translation>有几种错误都能得出你的数字：</translation>
    </message>
    <message>
        <source> and </source>
        <translation>，并且</translation>
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
        <translation>听牌</translation>
    </message>
    <message>
        <source>Noten</source>
        <translation>未听牌</translation>
    </message>
    <message>
        <source>No payments.</source>
        <translation>无支付。</translation>
    </message>
    <message>
        <source>The dealer keeps the deal.</source>
        <translation>庄家连庄。</translation>
    </message>
    <message>
        <source>The deal passes.</source>
        <translation>庄家下庄。</translation>
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
        <translation>荒牌流局 — 点选听牌者</translation>
    </message>
    <message>
        <source>Apply draw</source>
        <translation>记录流局</translation>
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
        <translation>错和 — 是谁？</translation>
    </message>
    <message>
        <source>END THE GAME</source>
        <translation>结束对局</translation>
    </message>
    <message>
        <source>Dealer stops here</source>
        <translation>庄家在此结束</translation>
    </message>
    <message>
        <source>End the game now</source>
        <translation>立即结束对局</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>流局满贯</translation>
    </message>
    <message>
        <source>Chombo: the offender pays a mangan as if another player had won by tsumo; the hand is replayed.</source>
        <translation>错和：违规者按满贯自摸反向支付，本局重打。</translation>
    </message>
    <message>
        <source>Chombo: the offender pays %1 to each other player; the hand is replayed.</source>
        <translation>错和：违规者向其他每家支付 %1，本局重打。</translation>
    </message>
    <message>
        <source>Chombo: %1 off the offender&apos;s final result (after uma); the hand is replayed.</source>
        <translation>错和：从违规者的最终成绩中扣除 %1（在马之后），本局重打。</translation>
    </message>
    <message>
        <source>(assumed: no rule text confirms it for these rules)</source>
        <translation>（假定：此规则无明文规定）</translation>
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
        <translation>牌的写法不符合 mpsz 记法（例如 123m456p11z）。</translation>
    </message>
    <message>
        <source>%1 copies of %2 across the hand, melds and indicators; a kind appears at most 4 times.</source>
        <extracomment>%1 how many, %2 the tile (mpsz, e.g. 5m)</extracomment>
        <translation>手牌、副露和指示牌中共有 %1 张 %2；同一种牌最多只有 4 张。</translation>
    </message>
    <message>
        <source>%1 × %2, but these rules have only %3 red five(s) in that suit.</source>
        <extracomment>%1 how many, %2 the red five (0m, 0p or 0s), %3 how many the rules have</extracomment>
        <translation>有 %1 张 %2，但本规则中该花色的赤五只有 %3 张。</translation>
    </message>
    <message>
        <source>%1 tiles, %2 of them closed; with these melds the hand needs %3 tiles: %4 closed, including the winning tile.</source>
        <extracomment>%1 all tiles, %2 closed tiles, %3 tiles needed, %4 closed tiles needed</extracomment>
        <translation>共 %1 张牌，其中手牌 %2 张；按现有副露，和牌时应有 %3 张，即手牌 %4 张（含和牌张）。</translation>
    </message>
    <message>
        <source>A meld has the wrong tiles for its kind.</source>
        <translation>有一组副露的牌与其种类不符。</translation>
    </message>
    <message>
        <source>The winning tile %1 is not among the closed tiles.</source>
        <translation>和牌张 %1 不在手牌中。</translation>
    </message>
    <message>
        <source>%1 is not a winning hand: it does not split into four sets and a pair, seven pairs, or thirteen orphans.</source>
        <translation>%1 不是和牌型：既拆不成四组面子加一个雀头，也不是七对子或国士无双。</translation>
    </message>
    <message>
        <source>The hand has no yaku (dora alone do not make a win).</source>
        <translation>这手牌没有役（只有宝牌不能和牌）。</translation>
    </message>
    <message>
        <source>The situation settings contradict each other.</source>
        <translation>和牌情况的设定互相矛盾。</translation>
    </message>
    <message>
        <source>The rule settings are not valid.</source>
        <translation>规则设定无效。</translation>
    </message>
    <message>
        <source>“%1” is not a tile digit or suit letter (m, p, s, z).</source>
        <translation>“%1”不是牌的数字或花色字母（m、p、s、z）。</translation>
    </message>
    <message>
        <source>The suit letter “%1” has no digits before it.</source>
        <translation>花色字母“%1”前面没有数字。</translation>
    </message>
    <message>
        <source>%1 is not an honor tile (honors are 1z to 7z).</source>
        <translation>%1 不是字牌（字牌为 1z 至 7z）。</translation>
    </message>
    <message>
        <source>The digits “%1” have no suit letter after them.</source>
        <translation>数字“%1”后面没有花色字母。</translation>
    </message>
    <message>
        <source>“%1” is not exactly one tile (write it like 5m, 0p or 7z).</source>
        <translation>“%1”不是恰好一张牌（请写成 5m、0p 或 7z 这样）。</translation>
    </message>
    <message>
        <source>The field “%1” is missing, unknown or of the wrong type.</source>
        <translation>字段“%1”缺失、未知或类型错误。</translation>
    </message>
    <message>
        <source>A hand must be a JSON object.</source>
        <translation>手牌必须是一个 JSON 对象。</translation>
    </message>
    <message>
        <source>“%1” is too large (the limit is %2).</source>
        <extracomment>jsonio.check_bounds / loads_bounded: %1 the field (or nothing), %2 the limit</extracomment>
        <translation>“%1”过大（上限为 %2）。</translation>
    </message>
    <message>
        <source>“%1” is nested too deeply (at most %2 levels).</source>
        <translation>“%1”嵌套层数过多（最多 %2 层）。</translation>
    </message>
    <message>
        <source>This is not JSON text.</source>
        <translation>这不是 JSON 文本。</translation>
    </message>
    <message>
        <source>the input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>%1 tiles; a winning hand without melds has 14, the winning tile included.</source>
        <translation>共 %1 张牌；没有副露时和牌应为 14 张（含和牌张）。</translation>
    </message>
    <message>
        <source>The %1 %2 has %3 tiles; it needs %4.</source>
        <extracomment>%1 meld kind (translated), %2 its tiles (mpsz), %3 tiles it has, %4 tiles it needs</extracomment>
        <translation>%1 %2 有 %3 张牌，应为 %4 张。</translation>
    </message>
    <message>
        <source>The chi %1 is not three consecutive tiles of one suit.</source>
        <translation>吃 %1 不是同一花色的三张连续牌。</translation>
    </message>
    <message>
        <source>The %1 %2 is not made of one kind of tile.</source>
        <translation>%1 %2 不是由同一种牌组成的。</translation>
    </message>
    <message>
        <source>%1 melds; a hand has at most 4.</source>
        <translation>有 %1 组副露；一手牌最多 4 组。</translation>
    </message>
    <message>
        <source>%1 must be an object with “type” and “tiles”.</source>
        <translation>%1 必须是含有“type”和“tiles”的对象。</translation>
    </message>
    <message>
        <source>“%1” is not a meld type (chi, pon, minkan, ankan, kakan).</source>
        <translation>“%1”不是副露种类（chi、pon、minkan、ankan、kakan）。</translation>
    </message>
    <message>
        <source>%1 must be East, South, West or North.</source>
        <translation>%1 必须是东、南、西或北。</translation>
    </message>
    <message>
        <source>%1 must be a whole number, 0 or more.</source>
        <translation>%1 必须是不小于 0 的整数。</translation>
    </message>
    <message>
        <source>%1 on an open hand: riichi needs a closed hand.</source>
        <translation>副露后不能%1：立直需要门前清。</translation>
    </message>
    <message>
        <source>Open riichi without riichi: open riichi is a way of declaring riichi.</source>
        <translation>没有立直就没有亮立直：亮立直是立直的一种宣告方式。</translation>
    </message>
    <message>
        <source>Ippatsu without riichi: ippatsu is a win within one turn of riichi.</source>
        <translation>没有立直就没有一发：一发是立直后一巡内和牌。</translation>
    </message>
    <message>
        <source>Ippatsu with rinshan: the winner&apos;s own kan ends the ippatsu turn.</source>
        <translation>一发与岭上开花不能同时成立：自己开杠就破了一发。</translation>
    </message>
    <message>
        <source>Haitei on a ron: haitei is a tsumo on the last tile (houtei is the ron).</source>
        <translation>荣和不能算海底摸月：海底是自摸最后一张牌（荣和最后一张舍牌是河底捞鱼）。</translation>
    </message>
    <message>
        <source>Houtei on a tsumo: houtei is a ron on the last discard.</source>
        <translation>自摸不能算河底捞鱼：河底是荣和最后一张舍牌。</translation>
    </message>
    <message>
        <source>Haitei with rinshan: a kan replacement tile is not the last tile.</source>
        <translation>海底摸月与岭上开花不能同时成立：岭上牌不是最后一张牌。</translation>
    </message>
    <message>
        <source>Rinshan on a ron: rinshan kaihou is a tsumo on the kan replacement tile.</source>
        <translation>荣和不能算岭上开花：岭上开花是开杠后自摸岭上牌和牌。</translation>
    </message>
    <message>
        <source>Rinshan without a kan in the hand.</source>
        <translation>手中没有杠，不能算岭上开花。</translation>
    </message>
    <message>
        <source>Chankan on a tsumo: robbing a kan is a ron.</source>
        <translation>自摸不能算抢杠：抢杠是荣和。</translation>
    </message>
    <message>
        <source>Chankan with houtei: a robbed kan tile is not a discard.</source>
        <translation>抢杠与河底捞鱼不能同时成立：被抢的杠牌不是舍牌。</translation>
    </message>
    <message>
        <source>Chankan on %1, but the hand holds another %1: the other three are in the robbed kan.</source>
        <translation>抢杠 %1，但手中还有一张 %1：另外三张应在被抢的杠里。</translation>
    </message>
    <message>
        <source>Chankan on %1, but a dora indicator is %1: the other three are in the robbed kan.</source>
        <translation>抢杠 %1，但有一张宝牌指示牌是 %1：另外三张应在被抢的杠里。</translation>
    </message>
    <message>
        <source>%1 and %2 cannot both apply.</source>
        <translation>%1与%2不能同时成立。</translation>
    </message>
    <message>
        <source>Tenhou for a non-dealer: tenhou is the dealer&apos;s win.</source>
        <translation>闲家不能天和：天和只属于庄家。</translation>
    </message>
    <message>
        <source>Chiihou for the dealer: the dealer&apos;s first-draw win is tenhou.</source>
        <translation>庄家不能地和：庄家第一次摸牌就和牌是天和。</translation>
    </message>
    <message>
        <source>Renhou for the dealer: renhou is a non-dealer&apos;s win.</source>
        <translation>庄家不能人和：人和只属于闲家。</translation>
    </message>
    <message>
        <source>%1 on a ron: it is a win on the first draw.</source>
        <translation>荣和不能算%1：它是第一次摸牌时的自摸和牌。</translation>
    </message>
    <message>
        <source>Renhou on a tsumo: renhou is a ron before the player&apos;s first draw.</source>
        <translation>自摸不能算人和：人和是自己第一次摸牌前的荣和。</translation>
    </message>
    <message>
        <source>%1 with a meld: no call is possible yet.</source>
        <translation>有副露就不能%1：那时还不可能鸣牌。</translation>
    </message>
    <message>
        <source>%1 with %2: impossible before the first discard.</source>
        <translation>%1与%2不能同时成立：第一次打牌之前不可能发生。</translation>
    </message>
    <message>
        <source>%1 dora indicators: at most 5 (one, plus one per kan).</source>
        <translation>有 %1 张宝牌指示牌：最多 5 张（1 张，每开一次杠再加 1 张）。</translation>
    </message>
    <message>
        <source>More ura dora indicators (%1) than dora indicators.</source>
        <translation>里宝牌指示牌（%1 张）比宝牌指示牌多。</translation>
    </message>
    <message>
        <source>%1 plain %2, but the set has only %3 plain %2 (the others are the red %4).</source>
        <extracomment>%1 how many plain fives, %2 the plain five (5m), %3 plain fives in the set, %4 the red five (0m)</extracomment>
        <translation>有 %1 张普通的 %2，但这副牌只有 %3 张普通的 %2（其余是赤五 %4）。</translation>
    </message>
    <message>
        <source>The rule option “%1” cannot be %2.</source>
        <extracomment>%1 the option&apos;s label, %2 the value given</extracomment>
        <translation>规则选项“%1”不能取值 %2。</translation>
    </message>
    <message>
        <source>Unknown rule preset “%1”.</source>
        <translation>未知的规则预设“%1”。</translation>
    </message>
    <message>
        <source>Unknown rule option “%1”.</source>
        <translation>未知的规则选项“%1”。</translation>
    </message>
    <message>
        <source>The rules must be a preset name or an object.</source>
        <translation>规则必须是预设名称或对象。</translation>
    </message>
    <message>
        <source>%1 is not in the three-player set (2m to 8m are removed).</source>
        <extracomment>%1 the tile (mpsz, e.g. 5m)</extracomment>
        <translation>%1 不在三麻牌组中（二万至八万已去除）。</translation>
    </message>
    <message>
        <source>Chi %1: three players cannot chi (only pon and kan).</source>
        <extracomment>%1 the chi&apos;s tiles (mpsz)</extracomment>
        <translation>吃 %1：三麻不能吃（只能碰和杠）。</translation>
    </message>
    <message>
        <source>With three players the seats are East, South and West.</source>
        <translation>三麻只有东、南、西三个座位。</translation>
    </message>
    <message>
        <source>Kita with four players: North tiles are set aside only in three-player mahjong.</source>
        <translation>四人麻将不能拔北：只有三麻才把北拔出作为宝牌。</translation>
    </message>
    <message>
        <source>%1 with kita: a kita counts as a call, so the win is not on the first uninterrupted draw.</source>
        <extracomment>%1 tenhou or chiihou (translated)</extracomment>
        <translation>%1 与拔北同时出现：拔北视同鸣牌，和牌已不是第一巡未被打断的摸牌。</translation>
    </message>
    <message>
        <source>Renhou with kita: a kita is set aside on one&apos;s own turn after a draw, and renhou is a ron before the first draw.</source>
        <translation>人和与拔北同时出现：拔北只能在自己摸牌后的回合进行，而人和是在第一次摸牌之前荣和。</translation>
    </message>
    <message>
        <source>Ippatsu on a double riichi with kita: a kita counts as a call. Set aside before the riichi it rules out double riichi; set aside after it, it ends the ippatsu turn.</source>
        <translation>双立直加一发又有拔北：拔北视同鸣牌。立直之前拔北，就不能双立直；立直之后拔北，一发就消了。</translation>
    </message>
    <message>
        <source>%1 Near misses: %2</source>
        <translation>%1差一点成立的役：%2</translation>
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
        <translation>✓ 全部正确</translation>
    </message>
    <message>
        <source>✗ %1 of %2 right</source>
        <translation>✗ %2 项中答对 %1 项</translation>
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
        <translation>%1：有几种失误都能得出你的数字，最可能的是：</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Learn this: %1</source>
        <translation>学习：%1</translation>
    </message>
    <message>
        <source>Other possibilities (%1)</source>
        <translation>其他可能（%1）</translation>
    </message>
    <message>
        <source>Noted: %1 will come back for review.</source>
        <translation>已记录：%1 将在复习中再次出现。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Left open: your next answers will show which it was; until then none is counted against you.</source>
        <translation>先放着：接下来的答题会显示是哪一个；在那之前不计入任何技能。</translation>
    </message>
    <message>
        <source>Which one was your slip? Your answer tells the trainer which skill to review; until then none is counted against you.</source>
        <translation>哪一个是你的失误？你的回答会告诉训练器该复习哪项技能；在你回答之前，不会记为任何技能的错误。</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>Not sure</source>
        <translation>不确定</translation>
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
        <translation>荣和</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>双立直</translation>
    </message>
    <message>
        <source>Open riichi</source>
        <translation>亮立直</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一发</translation>
    </message>
    <message>
        <source>Haitei (last tile)</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <source>Houtei (last discard)</source>
        <translation>河底捞鱼</translation>
    </message>
    <message>
        <source>Rinshan (kan replacement tile)</source>
        <translation>岭上开花</translation>
    </message>
    <message>
        <source>Chankan (robbing a kan)</source>
        <translation>抢杠</translation>
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
        <translation>自风</translation>
    </message>
    <message>
        <source>Round wind</source>
        <translation>场风</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>本场</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>立直棒</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>宝牌指示牌</translation>
    </message>
    <message>
        <source>Ura dora indicators</source>
        <translation>里宝牌指示牌</translation>
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
        <translation>和牌张</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Kita (North tiles set aside)</source>
        <translation>拔北（北风牌拔出）</translation>
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
        <translation>门清荣和</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Open triplet of simples</source>
        <translation>明刻（中张牌）</translation>
    </message>
    <message>
        <source>Open triplet of terminals or honors</source>
        <translation>明刻（幺九牌）</translation>
    </message>
    <message>
        <source>Closed triplet of simples</source>
        <translation>暗刻（中张牌）</translation>
    </message>
    <message>
        <source>Closed triplet of terminals or honors</source>
        <translation>暗刻（幺九牌）</translation>
    </message>
    <message>
        <source>Open kan of simples</source>
        <translation>明杠（中张牌）</translation>
    </message>
    <message>
        <source>Open kan of terminals or honors</source>
        <translation>明杠（幺九牌）</translation>
    </message>
    <message>
        <source>Closed kan of simples</source>
        <translation>暗杠（中张牌）</translation>
    </message>
    <message>
        <source>Closed kan of terminals or honors</source>
        <translation>暗杠（幺九牌）</translation>
    </message>
    <message>
        <source>Pair of dragons</source>
        <translation>雀头：三元牌</translation>
    </message>
    <message>
        <source>Pair of North (a yakuhai with three players)</source>
        <translation>雀头：北（三麻役牌）</translation>
    </message>
    <message>
        <source>Pair of the seat wind</source>
        <translation>雀头：自风</translation>
    </message>
    <message>
        <source>Pair of the round wind</source>
        <translation>雀头：场风</translation>
    </message>
    <message>
        <source>Pair of the double wind (seat and round)</source>
        <translation>雀头：连风（自风兼场风）</translation>
    </message>
    <message>
        <source>Kanchan wait (closed)</source>
        <translation>嵌张听牌</translation>
    </message>
    <message>
        <source>Penchan wait (edge)</source>
        <translation>边张听牌</translation>
    </message>
    <message>
        <source>Tanki wait (pair)</source>
        <translation>单骑听牌</translation>
    </message>
    <message>
        <source>Open pinfu shape (raised to 30)</source>
        <translation>副露平和型（计为30符）</translation>
    </message>
    <message>
        <source>Seven pairs (25 fu flat)</source>
        <translation>七对子（固定25符）</translation>
    </message>
    <message>
        <source>Rounded up to the next 10</source>
        <translation>进位至10符</translation>
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
            <numerusform>%n 次与牌谱不一致</numerusform>
        </translation>
    </message>
    <message>
        <source>all agree with the log ✓</source>
        <translation>全部与牌谱一致 ✓</translation>
    </message>
    <message>
        <source>no wins</source>
        <translation>无人和牌</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) could not be read</source>
        <translation>
            <numerusform>%n 局无法读取</numerusform>
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
        <translation>天凤</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>雀魂</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>牌谱</translation>
    </message>
    <message>
        <source>not a game log (Tenhou mjlog, tenhou.net/6 JSON or mjai)</source>
        <translation>不是牌谱（天凤 mjlog、tenhou.net/6 JSON 或 mjai）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>the file is cut short (a partial download?)</source>
        <translation>文件不完整（下载没有完成？）</translation>
    </message>
    <message>
        <source>the log is damaged</source>
        <translation>牌谱已损坏</translation>
    </message>
    <message>
        <source>the file is too large for a game log</source>
        <translation>文件太大，不像牌谱</translation>
    </message>
    <message>
        <source>an old log format that is not supported</source>
        <translation>不支持的旧版牌谱格式</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>无法读取文件</translation>
    </message>
    <message>
        <source>its scores do not add up (the log looks damaged)</source>
        <translation>点数对不上（牌谱似乎已损坏）</translation>
    </message>
    <message>
        <source>the import was stopped while it was read</source>
        <translation>读取时导入已被中止</translation>
    </message>
    <message>
        <source>Scored under other rules than the game&apos;s.</source>
        <translation>按照与该对局不同的规则计算。</translation>
    </message>
    <message>
        <source>Likely a rule difference: it agrees with “%1” set to %2.</source>
        <translation>可能是规则差异：把“%1”设为 %2 时一致。</translation>
    </message>
    <message>
        <source>The log looks damaged: its own records disagree (its value is not what its han and fu pay, or its score changes are not what its value, honba and riichi sticks pay).</source>
        <translation>牌谱似乎已损坏：其记录互相矛盾（记录的点数与其番、符不符，或点数变化与其点数、本场、立直棒不符）。</translation>
    </message>
    <message>
        <source>The scorer refuses this hand: the log looks damaged.</source>
        <translation>计分器不接受这手牌：牌谱似乎已损坏。</translation>
    </message>
    <message>
        <source>No rule difference explains it: possibly a scoring mistake of ours. Please report it.</source>
        <translation>没有任何规则差异能解释：可能是我们的计分错误，请报告。</translation>
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
        <translation>每个文件最多 %1 场对局</translation>
    </message>
    <message>
        <source>at most %1 hands in a game</source>
        <translation>每场对局最多 %1 局</translation>
    </message>
    <message>
        <source>at most %1 hands in a file</source>
        <translation>每个文件最多 %1 局</translation>
    </message>
    <message>
        <source>at most %1 lines of mjai</source>
        <translation>mjai 最多 %1 行</translation>
    </message>
    <message>
        <source>at most %1 XML elements</source>
        <translation>最多 %1 个 XML 元素</translation>
    </message>
    <message>
        <source>at most %1 XML attributes</source>
        <translation>最多 %1 个 XML 属性</translation>
    </message>
    <message>
        <source>at most %1 bytes in one XML tag</source>
        <translation>每个 XML 标签最多 %1 字节</translation>
    </message>
    <message>
        <source>the file is too large for a game log (%1)</source>
        <translation>文件太大，不像牌谱（%1）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Yaku only in the log: %1; only ours: %2</source>
        <translation>仅牌谱有的役：%1；仅我们有的役：%2</translation>
    </message>
    <message>
        <source>The scorer refuses the hand (%1)</source>
        <translation>计分器不接受这手牌（%1）</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无满贯</translation>
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
        <translation>点数</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>满贯等级</translation>
    </message>
    <message>
        <source>Score changes</source>
        <translation>点数变化</translation>
    </message>
    <message>
        <source>%1: the log %2, ours %3</source>
        <translation>%1：牌谱 %2，我们 %3</translation>
    </message>
    <message>
        <source>imported %1</source>
        <translation>%1 导入</translation>
    </message>
</context>
<context>
    <name>GamesView</name>
    <message>
        <source>The imported games cannot be read: %1</source>
        <translation>无法读取已导入的对局：%1</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>导入对局</translation>
    </message>
    <message>
        <source>Game logs (%1)</source>
        <translation>牌谱（%1）</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>The imported games cannot be stored: %1</source>
        <translation>无法保存导入的对局：%1</translation>
    </message>
    <message>
        <source>An import is running; drop the files again when it is done.</source>
        <translation>正在导入；完成后请再拖入这些文件。</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s)…</source>
        <translation>
            <numerusform>正在导入 %n 个文件…</numerusform>
        </translation>
    </message>
    <message>
        <source>The import was cancelled; some games it stored could not be taken out again.</source>
        <translation>导入已取消，但已保存的部分对局未能移除。</translation>
    </message>
    <message>
        <source>The import was cancelled: nothing of it was stored.</source>
        <translation>导入已取消：未保存任何内容。</translation>
    </message>
    <message>
        <source>The import stopped: %1</source>
        <translation>导入中止：%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n game(s).</source>
        <translation>
            <numerusform>已导入 %n 局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already here.</source>
        <translation>
            <numerusform>%n 局已经在列表中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) differ from their log — marked in red.</source>
        <translation>
            <numerusform>%n 次和牌与牌谱不一致，已用红色标出。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>未导入：%1</translation>
    </message>
    <message>
        <source>Look damaged: %1</source>
        <translation>似乎已损坏：%1</translation>
    </message>
    <message>
        <source>hand %1 could not be read: %2</source>
        <translation>%1无法读取：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n hand(s) imported; %3</source>
        <translation>
            <numerusform>%1：%n 局中导入了 %2 局；%3</numerusform>
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
            <numerusform>已选 %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) of game %1 cannot be read from the games file (damaged there) and are left out; import its log file again to repair them.</source>
        <translation>
            <numerusform>对局 %1 中有 %n 个和了在对局文件中已损坏，无法读取，已略去；再次导入该对局的牌谱文件即可修复。</numerusform>
        </translation>
    </message>
    <message>
        <source>No wins to show here.</source>
        <translation>这里没有可显示的和牌。</translation>
    </message>
    <message numerus="yes">
        <source>%n more not shown: select fewer games.</source>
        <translation>
            <numerusform>还有 %n 个未显示：请少选几局。</numerusform>
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
        <translation>已修复：%1 局已导入的对局已恢复到新文件；损坏的文件保留为 %2。</translation>
    </message>
    <message>
        <source>A fresh imported games file was started; the old one was kept as %1.</source>
        <translation>已开始使用新的已导入对局文件；旧文件保留为 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n deal-in(s)</source>
        <translation>
            <numerusform>%n 次放铳</numerusform>
        </translation>
    </message>
    <message>
        <source>Quiz me on these (%1)</source>
        <translation>用这些牌出题（%1）</translation>
    </message>
    <message>
        <source>Quiz me on these</source>
        <translation>用这些牌出题</translation>
    </message>
    <message>
        <source>Add to lesson deck</source>
        <translation>加入课件</translation>
    </message>
    <message>
        <source>Put the wins listed into the Classroom tab&apos;s lesson deck</source>
        <translation>将列出的和牌加入“课堂”页的课件</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>你的对局</translation>
    </message>
    <message>
        <source>Import your saved games (Tenhou .mjlog, tenhou.net/6 JSON, mjai): every win is scored again and checked against what the log recorded.</source>
        <translation>导入你保存的对局（天凤 .mjlog、tenhou.net/6 JSON、mjai）：每次和牌都会重新计分，并与牌谱的记录核对。</translation>
    </message>
    <message>
        <source>Import games…</source>
        <translation>导入对局…</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>还没有对局</translation>
    </message>
    <message>
        <source>Drop game logs here, or import them: Tenhou .mjlog or .xml, tenhou.net/6 JSON (from NAGA, the Mortal reviewer, Mahjong Soul or Riichi City downloaders) and mjai logs. Four-player games.</source>
        <translation>把牌谱拖到这里，或点击导入：天凤 .mjlog 或 .xml、tenhou.net/6 JSON（来自 NAGA、Mortal 复盘工具、雀魂或 Riichi City 下载工具）以及 mjai 牌谱。仅限四人麻将。</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>and the hands they dealt into</source>
        <translation>以及该玩家放铳的牌</translation>
    </message>
</context>
<context>
    <name>Group</name>
    <message>
        <source>Sequence</source>
        <translation>顺子</translation>
    </message>
    <message>
        <source>Triplet</source>
        <translation>刻子</translation>
    </message>
    <message>
        <source>Kan</source>
        <translation>杠子</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>雀头</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>The newest %1 of %2 events; the score sheet lists them all.</source>
        <translation>显示全部 %2 个事件中最新的 %1 个；成绩表列出全部。</translation>
    </message>
    <message>
        <source>HISTORY</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>更正…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
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
        <translation>无</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>返回课程</translation>
    </message>
    <message>
        <source>Check ⏎</source>
        <translation>核对 ⏎</translation>
    </message>
    <message>
        <source>Next ⏎</source>
        <translation>下一题 ⏎</translation>
    </message>
    <message>
        <source>Also ask:</source>
        <translation>另外还问：</translation>
    </message>
    <message>
        <source>The answer mode: the lesson&apos;s own question is always asked (it is what counts toward mastery); a mode asks its parts too</source>
        <translation>答题方式：本课自己的问题总会问到（它计入掌握进度）；选一种方式会把它的内容也一起问</translation>
    </message>
    <message>
        <source>nothing more</source>
        <translation>不加</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>the han and fu</source>
        <translation>番数和符数</translation>
    </message>
    <message>
        <source>the fu</source>
        <translation>符数</translation>
    </message>
    <message>
        <source>Practise: %1</source>
        <translation>练习：%1</translation>
    </message>
    <message>
        <source>Given: %1</source>
        <translation>已知：%1</translation>
    </message>
    <message>
        <source>Pick every yaku of this hand (dora are not yaku).</source>
        <translation>选出这手牌的所有役（宝牌不是役）。</translation>
    </message>
    <message>
        <source>Then fill in the fields.</source>
        <translation>然后填写各栏。</translation>
    </message>
    <message>
        <source>The fu and han are given: say what is paid.</source>
        <translation>符和番已给出：请回答支付的点数。</translation>
    </message>
    <message>
        <source>Add up the fu items: the sum before rounding.</source>
        <translation>把各项符加起来：回答取整之前的合计。</translation>
    </message>
    <message>
        <source>Count the fu item by item: the sum, then rounded up.</source>
        <translation>逐项算符：先求合计，再向上取整。</translation>
    </message>
    <message>
        <source>Count the han: every yaku, then the dora.</source>
        <translation>计算番数：先算所有役，再加宝牌。</translation>
    </message>
    <message>
        <source>Say the fu of this hand.</source>
        <translation>这手牌是几符？</translation>
    </message>
    <message>
        <source>Fill in each field for this hand.</source>
        <translation>为这手牌填写每一栏。</translation>
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
        <translation>可学习</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>已掌握</translation>
    </message>
    <message>
        <source>Locked: master the lesson before it first</source>
        <translation>未解锁：请先掌握前一课</translation>
    </message>
    <message>
        <source>Worked examples</source>
        <translation>例题</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Open as lesson deck</source>
        <translation>作为课件打开</translation>
    </message>
    <message>
        <source>This lesson is ahead of you on the path. Read it and its examples now; its drill opens once you have mastered “%1”.</source>
        <translation>这一课在你目前进度之后。现在可以先读课文和例题；掌握“%1”之后才能练习。</translation>
    </message>
    <message>
        <source>This lesson is ahead of you on the path. Read it and its examples now; its drill opens once you have mastered the lessons before it.</source>
        <translation>这一课在你目前进度之后。现在可以先读课文和例题；掌握前面的课之后才能练习。</translation>
    </message>
    <message>
        <source>Go to “%1”</source>
        <translation>前往“%1”</translation>
    </message>
    <message>
        <source>COURSE</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>实战路线</translation>
    </message>
    <message>
        <source>Understand</source>
        <translation>原理路线</translation>
    </message>
    <message>
        <source>The payment tables first, then the fu and han that pick the row</source>
        <translation>先学点数表，再学决定查哪一行的符与番</translation>
    </message>
    <message>
        <source>The formula first: fu, rounding, han, base points, payments</source>
        <translation>先学公式：符、取整、番、基本点、支付</translation>
    </message>
    <message>
        <source>The quiz history cannot be read: %1</source>
        <translation>无法读取练习记录：%1</translation>
    </message>
    <message>
        <source>%1 from each</source>
        <translation>每家%1</translation>
    </message>
    <message>
        <source>Mastered at 8 of the last 10 right, the last 3 in a row</source>
        <translation>最近10题答对8题、且最后3题连续答对即为掌握</translation>
    </message>
    <message>
        <source>%1 right in the last %3 (%2 needed) · %4 in a row (%5 needed)</source>
        <translation>最近 %3 题答对 %1 题（需 %2 题）· 连续答对 %4 题（需 %5 题）</translation>
    </message>
</context>
<context>
    <name>Limit</name>
    <message>
        <source>Mangan</source>
        <translation>满贯</translation>
    </message>
    <message>
        <source>Haneman</source>
        <translation>跳满</translation>
    </message>
    <message>
        <source>Baiman</source>
        <translation>倍满</translation>
    </message>
    <message>
        <source>Sanbaiman</source>
        <translation>三倍满</translation>
    </message>
    <message>
        <source>Kazoe yakuman (counted)</source>
        <translation>累计役满</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役满</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>双倍役满</translation>
    </message>
    <message>
        <source>Triple yakuman</source>
        <translation>三倍役满</translation>
    </message>
    <message>
        <source>%1× yakuman</source>
        <translation>%1倍役满</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Yaku names</source>
        <translation>役名写法</translation>
    </message>
    <message>
        <source>In the interface language</source>
        <translation>随界面语言</translation>
    </message>
    <message>
        <source>Kanji (立直)</source>
        <translation>汉字（立直）</translation>
    </message>
    <message>
        <source>Romaji (Riichi)</source>
        <translation>罗马字（Riichi）</translation>
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
        <translation>练习</translation>
    </message>
    <message>
        <source>Riichi Scoring Trainer</source>
        <translation>立直麻将算分练习</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>算分器</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>学习</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>课堂</translation>
    </message>
    <message>
        <source>This screen could not start: %1</source>
        <translation>此页面无法启动：%1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Build the hand, then apply it.</source>
        <translation>输入手牌后再应用。</translation>
    </message>
    <message>
        <source>About Riichi Scoring Trainer…</source>
        <translation>关于立直麻将算分练习…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>规则选项</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
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
        <translation>明杠</translation>
    </message>
    <message>
        <source>Closed kan (ankan)</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>Added kan (kakan)</source>
        <translation>加杠</translation>
    </message>
</context>
<context>
    <name>NearMiss</name>
    <message>
        <source>the hand is open</source>
        <translation>已经副露（不是门前清）</translation>
    </message>
    <message>
        <source>the wait is %1, not ryanmen</source>
        <translation>听牌是%1，不是两面</translation>
    </message>
    <message>
        <source>the pair %1 earns fu</source>
        <translation>雀头 %1 有符</translation>
    </message>
    <message>
        <source>the hand has a triplet (%1)</source>
        <translation>手中有刻子（%1）</translation>
    </message>
    <message>
        <source>the %1 triplet was completed by ron, so it counts as open</source>
        <translation>%1 的刻子由荣和完成，算作明刻</translation>
    </message>
    <message>
        <source>only a hand in riichi gets ura dora</source>
        <translation>只有立直才能翻里宝牌</translation>
    </message>
    <message>
        <source>open tanyao (kuitan) is off in these rules</source>
        <translation>本规则不允许食断（副露断幺九）</translation>
    </message>
    <message>
        <source>pinfu on a tsumo is off in these rules</source>
        <translation>本规则不允许自摸平和</translation>
    </message>
    <message>
        <source>the wait is not ryanmen</source>
        <translation>听牌不是两面</translation>
    </message>
    <message>
        <source>the pair earns fu</source>
        <translation>雀头有符</translation>
    </message>
    <message>
        <source>the hand has a triplet</source>
        <translation>手中有刻子</translation>
    </message>
    <message>
        <source>a triplet was completed by ron, so it counts as open</source>
        <translation>有刻子由荣和完成，算作明刻</translation>
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
        <translation>本规则没有人和：按没有人和计分。</translation>
    </message>
    <message>
        <source>Ura dora indicators are ignored: the hand is not in riichi.</source>
        <translation>没有立直，里宝牌指示牌不计。</translation>
    </message>
    <message>
        <source>Ippatsu with %1 kita: a kita counts as a call, so this assumes every kita was set aside before the riichi (one set aside after it ends the ippatsu turn).</source>
        <extracomment>%1 how many kita</extracomment>
        <translation>一发且有 %1 张拔北：拔北视同鸣牌，因此这里按所有拔北都在立直之前进行计算（立直之后拔北会消掉一发）。</translation>
    </message>
    <message>
        <source>Double riichi with %1 kita: a kita counts as a call, so this assumes every kita was set aside after the riichi (one set aside before it rules out double riichi).</source>
        <extracomment>%1 how many kita</extracomment>
        <translation>双立直且有 %1 张拔北：拔北视同鸣牌，因此这里按所有拔北都在立直之后进行计算（立直之前拔北就不能双立直）。</translation>
    </message>
</context>
<context>
    <name>Payment</name>
    <message>
        <source>Discarder pays %1</source>
        <translation>放铳者支付 %1</translation>
    </message>
    <message>
        <source>Each of the two players pays %1</source>
        <translation>两名闲家各支付 %1</translation>
    </message>
    <message>
        <source>Dealer pays %1; the other player %2</source>
        <translation>庄家支付 %1，另一名闲家支付 %2</translation>
    </message>
    <message>
        <source>Each player pays %1</source>
        <translation>每家支付 %1</translation>
    </message>
    <message>
        <source>Dealer pays %1; each other player %2</source>
        <translation>庄家支付 %1，其他闲家各支付 %2</translation>
    </message>
    <message>
        <source>North&apos;s share (%1) is not paid: tsumo loss</source>
        <translation>北家的份额（%1）无人支付：自摸损</translation>
    </message>
    <message>
        <source>North&apos;s share (%1) is split between the two payers</source>
        <translation>北家的份额（%1）由两名支付者平分</translation>
    </message>
    <message>
        <source>No tsumo loss: the ron value is split between the two payers</source>
        <translation>无自摸损：按荣和点数由两名支付者分摊</translation>
    </message>
    <message>
        <source>Includes %1 for honba and %2 for riichi sticks</source>
        <translation>含本场 %1、立直棒 %2</translation>
    </message>
    <message>
        <source>Includes %1 for honba</source>
        <translation>含本场 %1</translation>
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
            <numerusform>%1：%n 个答案</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no practice</source>
        <translation>%1：没有练习</translation>
    </message>
</context>
<context>
    <name>PresenterView</name>
    <message>
        <source>Presenter view</source>
        <translation>演讲者视图</translation>
    </message>
    <message>
        <source>NOTE</source>
        <translation>备注</translation>
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
        <translation>这是最后一手牌。</translation>
    </message>
    <message>
        <source>Space or → next · ← back · Ctrl+→ next hand · A reveal all · Ctrl+= / Ctrl+- zoom the projected screen · P closes this window</source>
        <translation>空格或 → 下一步 · ← 上一步 · Ctrl+→ 下一手牌 · A 全部显示 · Ctrl+= / Ctrl+- 缩放投影画面 · P 关闭此窗口</translation>
    </message>
    <message>
        <source>No note for this hand.</source>
        <translation>这手牌没有备注。</translation>
    </message>
    <message>
        <source>The next hand&apos;s question</source>
        <translation>下一手牌的问题</translation>
    </message>
    <message>
        <source>Nothing: the end of the lesson</source>
        <translation>没有了：课程结束</translation>
    </message>
    <message>
        <source>The next hand cannot be scored; it is shown as a message.</source>
        <translation>下一手牌无法计分，将以说明文字显示。</translation>
    </message>
</context>
<context>
    <name>PresenterWindow</name>
    <message>
        <source>This hand cannot be scored: %1</source>
        <extracomment>The slide of a lesson-deck hand the scorer refuses; %1 is the reason (a sentence).</extracomment>
        <translation>这手牌无法计分：%1</translation>
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
        <translation>天凤</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>雀魂</translation>
    </message>
    <message>
        <source>WRC (World Riichi Championship)</source>
        <translation>WRC（世界立直麻将锦标赛）</translation>
    </message>
    <message>
        <source>EMA (European Mahjong Association)</source>
        <translation>EMA（欧洲麻将协会）</translation>
    </message>
    <message>
        <source>M.League</source>
        <translation>M联赛</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>古典规则</translation>
    </message>
    <message>
        <source>Arcade</source>
        <translation>街机规则</translation>
    </message>
    <message>
        <source>Tenhou, three players</source>
        <translation>天凤三麻</translation>
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
        <translation>正确率（%）</translation>
    </message>
    <message>
        <source>median time (s)</source>
        <translation>用时中位数（秒）</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>正确率</translation>
    </message>
    <message>
        <source>Median answer time</source>
        <translation>答题用时中位数</translation>
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
        <translation>无法打开练习记录（%1）。文件保持原样；无法从中显示或练习。</translation>
    </message>
    <message>
        <source>Reading your progress…</source>
        <translation>正在读取你的进度…</translation>
    </message>
    <message>
        <source>Your progress could not be read (%1).</source>
        <translation>无法读取你的进度（%1）。</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Export your history</source>
        <translation>导出练习记录</translation>
    </message>
    <message>
        <source>History (*.json)</source>
        <translation>练习记录 (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) exported.</source>
        <translation>
            <numerusform>已导出 %n 个答案。</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting your history…</source>
        <translation>正在导出练习记录…</translation>
    </message>
    <message>
        <source>Import a history</source>
        <translation>导入练习记录</translation>
    </message>
    <message>
        <source>Added %1 session(s) and %2 answer(s); the rest was already here.</source>
        <translation>新增了 %1 次练习、%2 个答案；其余已经存在。</translation>
    </message>
    <message>
        <source>Importing a history…</source>
        <translation>正在导入练习记录…</translation>
    </message>
    <message>
        <source>Export history…</source>
        <translation>导出记录…</translation>
    </message>
    <message>
        <source>Import history…</source>
        <translation>导入记录…</translation>
    </message>
    <message>
        <source>Reading your history…</source>
        <translation>正在读取你的练习记录…</translation>
    </message>
    <message>
        <source>Your progress starts with your first answer</source>
        <translation>从第一个答案开始记录你的进度</translation>
    </message>
    <message>
        <source>Answer a few quiz hands. Every answer tells the trainer which skills you know — each fu item, each yaku, reading the dora, the limits and the payments — and the ones you miss come back for review, spaced out so they stick.</source>
        <translation>先做几道练习题。每个答案都会告诉训练器你掌握了哪些技能——每一种符、每一个役、宝牌的看法、满贯等上限和点数支付——答错的技能会按间隔安排复习，让你真正记住。</translation>
    </message>
    <message>
        <source>Start a quiz</source>
        <translation>开始练习</translation>
    </message>
    <message>
        <source>Skills to learn</source>
        <translation>要学的技能</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>not practised yet</source>
        <translation>尚未练习</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>薄弱</translation>
    </message>
    <message>
        <source>getting there</source>
        <translation>渐入佳境</translation>
    </message>
    <message>
        <source>known</source>
        <translation>已掌握</translation>
    </message>
    <message>
        <source>blue ring: due for review · click a skill to practise it</source>
        <translation>蓝框：待复习 · 点击技能即可练习</translation>
    </message>
    <message>
        <source>Accuracy and answer time, by week</source>
        <translation>每周正确率与答题用时</translation>
    </message>
    <message>
        <source>Practice days</source>
        <translation>练习日</translation>
    </message>
    <message>
        <source>Reviews due in the next 14 days</source>
        <translation>未来14天待复习</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>练习记录</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s) — each lights up as you practise it; click one to practise it now.</source>
        <translation>
            <numerusform>共 %n 项技能——练习后就会亮起；点击任一项立刻练习。</numerusform>
        </translation>
    </message>
    <message>
        <source>Skills due for review now</source>
        <translation>现在待复习的技能</translation>
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
        <translation>现在没有待复习的技能——随意练习，或提前复习。</translation>
    </message>
    <message>
        <source>Review (%1) ⏎</source>
        <translation>复习（%1）⏎</translation>
    </message>
    <message>
        <source>Review ahead</source>
        <translation>提前复习</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近7天</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) · %1% right · %2 median</source>
        <translation>
            <numerusform>%n 个答案 · 正确 %1% · 用时中位数 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No practice this week yet</source>
        <translation>这周还没有练习</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) in all · %1 of %2 skills practised</source>
        <translation>
            <numerusform>共 %n 个答案 · 已练习 %2 项技能中的 %1 项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>Pair fu</source>
        <translation>雀头符</translation>
    </message>
    <message>
        <source>Wait fu</source>
        <translation>听牌符</translation>
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
        <translation>役与番数</translation>
    </message>
    <message>
        <source>Limit hands</source>
        <translation>满贯以上</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支付点数</translation>
    </message>
    <message>
        <source>Fu by the six shapes</source>
        <translation>六种牌型的符</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>综合</translation>
    </message>
    <message>
        <source>Dragon, seat-wind, round-wind and double-wind pairs</source>
        <translation>三元牌、自风、场风与连风雀头</translation>
    </message>
    <message>
        <source>Kanchan, penchan and tanki; hands read more than one way</source>
        <translation>嵌张、边张与单骑；有多种拆法的牌</translation>
    </message>
    <message>
        <source>Triplets and kans: open or closed, simples or terminals</source>
        <translation>刻子与杠子：明或暗，中张或幺九</translation>
    </message>
    <message>
        <source>The whole count: closed ron, tsumo, pinfu, seven pairs</source>
        <translation>完整计符：门清荣和、自摸、平和、七对子</translation>
    </message>
    <message>
        <source>Which yaku, open reductions and dora</source>
        <translation>有哪些役、副露减番与宝牌</translation>
    </message>
    <message>
        <source>Mangan and up, yakuman</source>
        <translation>满贯以上与役满</translation>
    </message>
    <message>
        <source>Ron and tsumo, dealer, honba and riichi sticks</source>
        <translation>荣和与自摸、庄家、本场与立直棒</translation>
    </message>
    <message>
        <source>Seven pairs 25, pinfu 30 or 20, closed ron 40, tsumo 30, open 30, toitoi 40</source>
        <translation>七对子25、平和30或20、门前荣和40、自摸30、副露30、对对和40</translation>
    </message>
    <message>
        <source>A bit of everything</source>
        <translation>各种题目都有</translation>
    </message>
    <message>
        <source>Level 1 · closed, one reading</source>
        <extracomment>The quiz&apos;s level names (the same messages as the Quiz tab&apos;s, context &quot;Quiz&quot;).</extracomment>
        <translation>第1级 · 门前清，只有一种拆法</translation>
    </message>
    <message>
        <source>Level 2 · everyday hands</source>
        <translation>第2级 · 常见牌型</translation>
    </message>
    <message>
        <source>Level 3 · hands with a catch</source>
        <translation>第3级 · 有陷阱的牌</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Fu before rounding</source>
        <translation>进位前的符</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>番</translation>
    </message>
    <message>
        <source>Discarder pays</source>
        <translation>放铳者支付</translation>
    </message>
    <message>
        <source>Dealer pays</source>
        <translation>庄家支付</translation>
    </message>
    <message>
        <source>Each other player pays</source>
        <translation>其他闲家各支付</translation>
    </message>
    <message>
        <source>Each player pays</source>
        <translation>每家支付</translation>
    </message>
    <message>
        <source>The other player pays</source>
        <translation>另一名闲家付</translation>
    </message>
    <message>
        <source>Each of the two players pays</source>
        <translation>两名闲家各付</translation>
    </message>
    <message>
        <source>Total received</source>
        <translation>总收入</translation>
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
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (completed by ron: counts as open)</source>
        <translation>%1（荣和完成：算作明刻）</translation>
    </message>
    <message>
        <source>Total %1: already a multiple of 10</source>
        <translation>合计 %1 符：已是 10 的倍数，无需进位</translation>
    </message>
    <message>
        <source>Rounded up: %1 → %2</source>
        <translation>进位：%1 → %2</translation>
    </message>
    <message>
        <source>Another reading (%1 wait): %2 han %3 fu — not chosen</source>
        <translation>另一种拆法（%1听牌）：%2番%3符 — 未采用</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 (open: one han less)</source>
        <translation>%1（副露减 1 番）</translation>
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
        <translation>本手牌没有 — %1</translation>
    </message>
    <message>
        <source>%1: the limit sets the base points</source>
        <translation>%1：基本点为固定值</translation>
    </message>
    <message>
        <source>Base points: %1 fu × 2^(%2 + 2)</source>
        <translation>基本点：%1符 × 2^(%2 + 2)</translation>
    </message>
    <message>
        <source>Not needed: yakuman</source>
        <translation>无需算符：役满</translation>
    </message>
    <message>
        <source>Not needed: %1</source>
        <translation>无需算符：%1</translation>
    </message>
    <message>
        <source>← possible slip</source>
        <translation>← 可能的失误</translation>
    </message>
    <message>
        <source>← your slip</source>
        <translation>← 你的错误</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <extracomment>%1 what was typed</extracomment>
        <translation>“%1”不是数字。</translation>
    </message>
    <message>
        <source>%1 is not a fu count: fu are 20, 25, or 30 to 170 in tens.</source>
        <extracomment>%1 the number typed</extracomment>
        <translation>%1 不是符数：符数为 20、25，或 30 到 170 之间的十的倍数。</translation>
    </message>
    <message>
        <source>%1 is not a fu count before rounding: an even number from 20 to 170, or 25.</source>
        <translation>%1 不是进位前的符数：应为 20 到 170 之间的偶数，或 25。</translation>
    </message>
    <message>
        <source>A winning hand has at least 1 han.</source>
        <translation>和牌至少有 1 番。</translation>
    </message>
    <message>
        <source>No hand counts %1 han (at most %2). For a yakuman type Y.</source>
        <extracomment>%1 the number typed, %2 the most</extracomment>
        <translation>没有手牌能有 %1 番（最多 %2 番）。役满请输入 Y。</translation>
    </message>
    <message>
        <source>No hand is worth %1 yakuman (at most %2).</source>
        <extracomment>%1 the count typed, %2 the most</extracomment>
        <translation>没有手牌值 %1 倍役满（最多 %2 倍）。</translation>
    </message>
    <message>
        <source>A payment is more than 0.</source>
        <translation>支付点数必须大于 0。</translation>
    </message>
    <message>
        <source>%1 is not a payment: payments are rounded up to 100.</source>
        <extracomment>%1 the number typed</extracomment>
        <translation>%1 不是支付点数：支付点数都进位到百位。</translation>
    </message>
    <message>
        <source>%1 is more than any hand pays (at most %2).</source>
        <extracomment>%1 the number typed, %2 the most</extracomment>
        <translation>%1 超过了任何手牌的支付点数（最多 %2）。</translation>
    </message>
    <message>
        <source>Yakuman: type Y (double: 2Y)</source>
        <translation>役满：输入 Y（双倍：2Y）</translation>
    </message>
    <message>
        <source>%1 left empty: press Enter again to check without it, or fill it in.</source>
        <translation>%1 未填写：再按一次 Enter 即不填直接核对，或者先填上。</translation>
    </message>
    <message>
        <source>%1 × base, rounded up to 100</source>
        <translation>基本点 × %1，进位至百位</translation>
    </message>
    <message>
        <source>What the players pay</source>
        <translation>各家支付</translation>
    </message>
    <message>
        <source>+ %1 for %2 honba</source>
        <translation>+ %1（%2 本场）</translation>
    </message>
    <message>
        <source>+ %1 for the riichi sticks on the table (%2)</source>
        <translation>+ %1（场上立直棒 %2 根）</translation>
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
        <translation>结束练习</translation>
    </message>
    <message>
        <source>Check  ⏎</source>
        <translation>核对  ⏎</translation>
    </message>
    <message>
        <source>Next  ⏎</source>
        <translation>下一题  ⏎</translation>
    </message>
    <message>
        <source>Copy hand code</source>
        <translation>复制手牌代码</translation>
    </message>
    <message>
        <source>Open in calculator</source>
        <translation>在算分器中打开</translation>
    </message>
    <message>
        <source>Alt+1…: which slip · Enter: next question</source>
        <translation>Alt+1…：选择失误 · Enter：下一题</translation>
    </message>
    <message>
        <source>Tab: next field · Enter: check</source>
        <translation>Tab：下一栏 · Enter：核对</translation>
    </message>
    <message>
        <source>Hand code: %1</source>
        <translation>手牌代码：%1</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>第 %1 题，共 %2 题</translation>
    </message>
    <message>
        <source>Question %1</source>
        <translation>第 %1 题</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>第 %1 级</translation>
    </message>
    <message>
        <source>Practising: %1</source>
        <translation>练习：%1</translation>
    </message>
    <message>
        <source>Fix the value marked in red, then press Enter.</source>
        <translation>请修改标红的数值，然后按 Enter。</translation>
    </message>
    <message>
        <source>Enter: next question</source>
        <translation>Enter：下一题</translation>
    </message>
</context>
<context>
    <name>QuizSetupPage</name>
    <message>
        <source>Quiz</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>练习内容</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>题量</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>题数</translation>
    </message>
    <message>
        <source>Timed run instead:</source>
        <translation>改为限时：</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答题方式</translation>
    </message>
    <message>
        <source>Han and fu</source>
        <translation>番数和符数</translation>
    </message>
    <message>
        <source>Say the han and the fu of each hand</source>
        <translation>每手牌回答番数和符数</translation>
    </message>
    <message>
        <source>Points only</source>
        <translation>只答点数</translation>
    </message>
    <message>
        <source>Say only what is paid: the fu and han are not asked</source>
        <translation>只回答支付的点数，不问符数和番数</translation>
    </message>
    <message>
        <source>Fu only</source>
        <translation>只答符数</translation>
    </message>
    <message>
        <source>Say only the fu, limit hand or not (a yakuman, which has no fu, asks its han)</source>
        <translation>只回答符数，满贯以上也问（役满没有符，改问番数）</translation>
    </message>
    <message>
        <source>Also ask</source>
        <translation>另外还问</translation>
    </message>
    <message>
        <source>The points each player pays</source>
        <translation>每家支付的点数</translation>
    </message>
    <message>
        <source>The yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu before rounding</source>
        <translation>进位前的符</translation>
    </message>
    <message>
        <source>Skip fu on limit hands (5 han and up, yakuman)</source>
        <translation>满贯以上（5番以上、役满）不问符</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Start  ⏎</source>
        <translation>开始  ⏎</translation>
    </message>
    <message>
        <source>You see a winning hand; you say the points paid for it. Every answer is checked against the scorer and explained, tile by tile.</source>
        <translation>看一副和牌，说出它得到的点数。每个答案都由算分程序核对，并逐张牌解释。</translation>
    </message>
    <message>
        <source>You see a winning hand; you say its fu. Every answer is checked against the scorer and explained, tile by tile.</source>
        <translation>看一副和牌，说出它的符数。每个答案都由算分程序核对，并逐张牌解释。</translation>
    </message>
    <message>
        <source>You see a winning hand; you say its han and fu. Every answer is checked against the scorer and explained, tile by tile.</source>
        <translation>看一副和牌，说出它的番数与符数。每个答案都由算分程序核对，并逐张牌解释。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s) due for review — weakest: %1</source>
        <translation>
            <numerusform>%n 项技能待复习——最薄弱的：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Review (%1 due)</source>
        <translation>复习（%1 项待复习）</translation>
    </message>
    <message numerus="yes">
        <source>Nothing due for review today; the next skills come back in %n day(s).</source>
        <translation>
            <numerusform>今天没有待复习的技能；下一批 %n 天后到期。</numerusform>
        </translation>
    </message>
    <message>
        <source>Review ahead</source>
        <translation>提前复习</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <comment>rules: a preset with options changed</comment>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>%1 — as chosen at the top of the window</source>
        <translation>%1——与窗口顶部的选择相同</translation>
    </message>
    <message>
        <source>Payments questions always ask the points.</source>
        <translation>支付点数题目总会询问点数。</translation>
    </message>
</context>
<context>
    <name>QuizSummaryPage</name>
    <message>
        <source>Session summary</source>
        <translation>练习小结</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新的练习</translation>
    </message>
    <message>
        <source>Retry the missed ones  ⏎</source>
        <translation>重做答错的题  ⏎</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n hand(s) fully right</source>
        <translation>
            <numerusform>%n 副牌中全对 %1 副</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s per hand</source>
        <translation>每副 %1 秒</translation>
    </message>
    <message>
        <source>By topic</source>
        <translation>按题型</translation>
    </message>
    <message>
        <source>By part</source>
        <translation>按答题项</translation>
    </message>
    <message>
        <source>Missed hands (%1)</source>
        <translation>答错的牌（%1）</translation>
    </message>
    <message>
        <source>None — every hand fully right.</source>
        <translation>没有——每副牌都全对。</translation>
    </message>
    <message>
        <source>%1: %2, not %3</source>
        <translation>%1：应为 %2，而不是 %3</translation>
    </message>
    <message>
        <source>%1: %2 (left empty)</source>
        <translation>%1：%2（未填写）</translation>
    </message>
    <message>
        <source>Open in calculator</source>
        <translation>在算分器中打开</translation>
    </message>
    <message>
        <source>See this hand scored and explained in the calculator</source>
        <translation>在算分器中查看这手牌的算分与讲解</translation>
    </message>
</context>
<context>
    <name>QuizView</name>
    <message numerus="yes">
        <source>%n answer(s) kept from an earlier run were added to the history.</source>
        <translation>
            <numerusform>上次运行时保留的 %n 个答案已加入历史记录。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Repaired: %n answer(s) recovered into a fresh file; the damaged file was kept as %1.</source>
        <translation>
            <numerusform>已修复：%n 个答案已恢复到新文件中；损坏的文件保留为 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>A fresh history file was started; the old one was kept as %1.</source>
        <translation>已新建历史记录文件；旧文件保留为 %1。</translation>
    </message>
    <message>
        <source>The quiz history is in use by another program (%1). Close it, then try again.</source>
        <translation>测验历史记录正被其他程序使用（%1）。请关闭该程序后重试。</translation>
    </message>
    <message>
        <source>The quiz history cannot be written (%1). Make it writable, then try again.</source>
        <translation>无法写入测验历史记录（%1）。请使其可写后重试。</translation>
    </message>
    <message>
        <source>The quiz history file is damaged (%1). Repair copies every answer that can still be read into a fresh file; Start a fresh file begins an empty one. The old file is kept either way.</source>
        <translation>测验历史记录文件已损坏（%1）。“修复”会把仍可读取的所有答案复制到新文件；“新建文件”会开始一个空文件。两种方式都会保留旧文件。</translation>
    </message>
    <message>
        <source>The file where the quiz history belongs is not a quiz history (%1). Start a fresh file begins an empty one; the other file is kept.</source>
        <translation>测验历史记录所在位置的文件并不是测验历史记录（%1）。“新建文件”会开始一个空文件；原有文件会保留。</translation>
    </message>
    <message>
        <source>The quiz history was written by a newer version of this program (%1); it is left as it is. Use the newer version, or start a fresh file (the old one is kept).</source>
        <translation>测验历史记录由本程序的较新版本写入（%1），将保持原样。请使用较新版本，或新建文件（旧文件会保留）。</translation>
    </message>
    <message>
        <source>The quiz history cannot be opened (%1); answers will not be saved.</source>
        <translation>无法打开练习记录（%1）；答案将不会保存。</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved (%1). They are kept and saved before the next question.</source>
        <translation>
            <numerusform>有 %n 个答案未能保存（%1）。它们会保留下来，并在下一题之前保存。</numerusform>
        </translation>
    </message>
    <message>
        <source>Until then they wait in %1 and are not lost if the program stops.</source>
        <translation>在此之前它们暂存在 %1 中，即使程序停止也不会丢失。</translation>
    </message>
    <message>
        <source>The quiz cannot start: the history file refused to record it (%1).</source>
        <translation>练习无法开始：练习记录文件拒绝写入（%1）。</translation>
    </message>
    <message>
        <source>The end of the session could not be recorded (%1).</source>
        <translation>未能记录本轮练习的结束（%1）。</translation>
    </message>
    <message>
        <source>Retry saving</source>
        <translation>重试保存</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>Start a fresh file</source>
        <translation>新建文件</translation>
    </message>
    <message>
        <source>Answers kept from an earlier run could not be added yet (%1); they stay in %2.</source>
        <translation>上次运行时保留的答案暂时无法加入（%1）；它们仍保存在 %2 中。</translation>
    </message>
    <message>
        <source>Answers not saved</source>
        <translation>答案未保存</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved in the quiz history (%1).</source>
        <translation>
            <numerusform>%n 个答案未能保存到测验历史记录中（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>They wait in %1 and are added to the history the next time the quiz opens.</source>
        <translation>它们暂存在 %1 中，下次打开测验时会加入历史记录。</translation>
    </message>
    <message>
        <source>Quit, keep them for next time</source>
        <translation>退出，留待下次保存</translation>
    </message>
    <message>
        <source>They could not be kept anywhere else either: quitting now loses them.</source>
        <translation>也无法把它们保存到其他地方：现在退出将丢失这些答案。</translation>
    </message>
    <message>
        <source>Quit without them</source>
        <translation>不保存直接退出</translation>
    </message>
    <message>
        <source>Try saving again</source>
        <translation>再次尝试保存</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>The current hand cannot be scored: the red line under the hand says why.</source>
        <translation>当前手牌无法算分：手牌下方的红字说明了原因。</translation>
    </message>
    <message>
        <source>This hand cannot be scored yet: the red line under the hand says why.</source>
        <translation>这手牌还无法计分：手牌下方的红字说明了原因。</translation>
    </message>
    <message>
        <source>Last valid hand</source>
        <translation>上一手有效的牌</translation>
    </message>
    <message>
        <source>1. Click tiles in the palette, or type a hand in the notation box, e.g. 234m456p678s33355s. Right-click a palette tile for a chi, pon or kan.</source>
        <translation>1. 单击牌区的牌，或在记法框中输入手牌，例如 234m456p678s33355s。右键单击牌区的牌可吃、碰、杠。</translation>
    </message>
    <message>
        <source>2. The last tile added is the winning tile; click another tile of the hand to change it.</source>
        <translation>2. 最后加入的牌是和牌张；单击手牌中的其他牌可更换。</translation>
    </message>
    <message>
        <source>3. Choose Ron or Tsumo and the situation: the score, the yaku and the fu appear here.</source>
        <translation>3. 选择荣和或自摸以及和牌情况：点数、役和符会显示在这里。</translation>
    </message>
    <message>
        <source>Ctrl+R deals a random hand; F1 lists the keyboard shortcuts.</source>
        <translation>Ctrl+R 随机发牌；F1 查看键盘快捷键。</translation>
    </message>
    <message numerus="yes">
        <source>Add %n more tile(s) to see the waits.</source>
        <translation>
            <numerusform>再加 %n 张即可查看听牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a tile in the hand to make it the winning tile.</source>
        <translation>单击手牌中的一张牌设为和牌张。</translation>
    </message>
    <message>
        <source>Kiriage: 4 han 30 fu and 3 han 60 fu are paid as mangan.</source>
        <translation>切上满贯：4番30符与3番60符按满贯计。</translation>
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
        <translation>副露减 1 番</translation>
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
        <translation>荣和完成：算作明刻</translation>
    </message>
    <message>
        <source>%1 fu, rounded up to %2</source>
        <translation>%1符，进位为%2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Readings considered (%1)</source>
        <translation>比较过的拆法（%1）</translation>
    </message>
    <message>
        <source>Near misses (%1)</source>
        <translation>差一点成立的役（%1）</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>无役</translation>
    </message>
    <message>
        <source>Tenpai: the hand wins on these tiles</source>
        <translation>听牌：和这些牌</translation>
    </message>
    <message>
        <source>Not tenpai: no tile completes this hand.</source>
        <translation>未听牌：没有哪张牌能和。</translation>
    </message>
    <message>
        <source>Click a value to win on that tile.</source>
        <translation>单击点数即以该张牌和牌。</translation>
    </message>
</context>
<context>
    <name>Reveal</name>
    <message>
        <source>How many han and fu? What does it pay?</source>
        <translation>几番几符？得多少点？</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Read as %1 · %2 wait</source>
        <translation>拆解为 %1 · %2听牌</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1%2，%3</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>无役</translation>
    </message>
    <message>
        <source>%1 Also possible: %2 wait (%3).</source>
        <translation>%1 也可以看作：%2听牌（%3）。</translation>
    </message>
    <message>
        <source>open: −1 han</source>
        <translation>副露减 1 番</translation>
    </message>
    <message>
        <source>completed by ron: counts as open</source>
        <translation>荣和完成：算作明刻</translation>
    </message>
    <message>
        <source>%1 fu, rounded up to %2</source>
        <translation>%1符，进位为%2</translation>
    </message>
    <message>
        <source>%1 fu, raised to %2</source>
        <translation>%1符，计为%2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Kiriage: 4 han 30 fu and 3 han 60 fu are paid as mangan.</source>
        <translation>切上满贯：4番30符与3番60符按满贯计。</translation>
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
        <translation>步骤 %1/%2</translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>Dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Non-dealer</source>
        <translation>闲家</translation>
    </message>
</context>
<context>
    <name>RuleOption</name>
    <message>
        <source>Open tanyao (kuitan)</source>
        <translation>食断（副露断幺九）</translation>
    </message>
    <message>
        <source>Red fives per suit</source>
        <translation>每种花色的赤五数量</translation>
    </message>
    <message>
        <source>Fu for a double wind pair</source>
        <translation>连风雀头的符数</translation>
    </message>
    <message>
        <source>Round 4 han 30 fu and 3 han 60 fu up to mangan (kiriage)</source>
        <translation>4番30符与3番60符计为满贯（切上满贯）</translation>
    </message>
    <message>
        <source>13 han or more without a yakuman (kazoe)</source>
        <translation>无役满时13番以上（累计役满）</translation>
    </message>
    <message>
        <source>Double yakuman for the pure waits and big four winds</source>
        <translation>纯正听牌型与大四喜计双倍役满</translation>
    </message>
    <message>
        <source>All green without hatsu is a double yakuman</source>
        <translation>不含发的绿一色计双倍役满</translation>
    </message>
    <message>
        <source>Different yakuman add up</source>
        <translation>不同役满可以复合</translation>
    </message>
    <message>
        <source>Renhou (blessing of man)</source>
        <translation>人和</translation>
    </message>
    <message>
        <source>Rinshan win earns the 2 tsumo fu</source>
        <translation>岭上开花计自摸2符</translation>
    </message>
    <message>
        <source>Pinfu on a tsumo</source>
        <translation>自摸平和</translation>
    </message>
    <message>
        <source>Points per honba</source>
        <translation>每本场点数</translation>
    </message>
    <message>
        <source>Local yaku in play</source>
        <translation>采用的地方役</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Three-player tsumo payment</source>
        <translation>三麻自摸的支付方式</translation>
    </message>
    <message>
        <source>Count kita as dora (as Tenhou&apos;s records do)</source>
        <translation>拔北计入宝牌（同天凤牌谱）</translation>
    </message>
    <message>
        <source>Kazoe yakuman</source>
        <translation>累计役满</translation>
    </message>
    <message>
        <source>Capped at sanbaiman</source>
        <translation>最高三倍满</translation>
    </message>
    <message>
        <source>No cap (13 han per yakuman)</source>
        <translation>不封顶（每13番计一倍役满）</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>不采用</translation>
    </message>
    <message>
        <source>Mangan</source>
        <translation>满贯</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役满</translation>
    </message>
    <message>
        <source>Tsumo loss (North&apos;s share is not paid)</source>
        <translation>自摸损（北家份额不支付）</translation>
    </message>
    <message>
        <source>North&apos;s share split between the two payers</source>
        <translation>北家份额由两家平分</translation>
    </message>
    <message>
        <source>The ron value split between the two payers</source>
        <translation>按荣和点数由两家分摊</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rule options</source>
        <translation>规则选项</translation>
    </message>
    <message>
        <source>Reset to preset</source>
        <translation>恢复预设</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>No limit (26+ han is double)</source>
        <translation>不封顶（26番以上为双倍役满）</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>不采用</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Start and end of the game</source>
        <extracomment>A heading of the house rules form (New game page): the options on the starting points, the game&apos;s length and when it ends early or runs on.</extracomment>
        <translation>对局的开始与结束</translation>
    </message>
    <message>
        <source>The result: return, oka and uma</source>
        <translation>结算：返点、冈点与马点</translation>
    </message>
    <message>
        <source>The deal, honba and riichi sticks</source>
        <translation>连庄、本场与立直棒</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Several rons on one discard</source>
        <translation>一炮多响</translation>
    </message>
    <message>
        <source>Liability (pao)</source>
        <translation>包牌（责任支付）</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>罚则</translation>
    </message>
    <message>
        <source>Other rules</source>
        <translation>其他规则</translation>
    </message>
    <message>
        <source>assumed</source>
        <extracomment>In grey beside a house rule&apos;s value that no rule text confirms for the chosen preset (a common default is used until the table sets it).</extracomment>
        <translation>假定</translation>
    </message>
    <message>
        <source>Not confirmed: no rule text gives this value for the preset; a common default is used. Set it as your table plays.</source>
        <translation>未确认：此预设的规则文本没有给出该值，采用常见默认值。请按你们牌桌的规则设置。</translation>
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
        <translation>本场</translation>
    </message>
    <message>
        <source>Sticks</source>
        <translation>供托</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>得失</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>持点</translation>
    </message>
    <message>
        <source>hand in play</source>
        <translation>本局进行中</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>date · players</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>最终成绩</translation>
    </message>
    <message>
        <source>Standing if the game ended now</source>
        <translation>若此刻结束的名次</translation>
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
        <translation>马点＋冈点</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>第%1页</translation>
    </message>
    <message>
        <source>Riichi Scoring Trainer</source>
        <translation>立直麻将算分练习</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>计分表</translation>
    </message>
    <message>
        <source>Session standings</source>
        <translation>系列赛排名</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>平均名次</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>第%1场</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 题中答对 %1 题</translation>
    </message>
    <message numerus="yes">
        <source>↻ Retry the %n missed</source>
        <translation>
            <numerusform>↻ 重做答错的 %n 题</numerusform>
        </translation>
    </message>
    <message>
        <source>Ask these hands again in the Quiz tab</source>
        <translation>在练习页重做这些题</translation>
    </message>
    <message numerus="yes">
        <source>Show %n older session(s)…</source>
        <translation>
            <numerusform>显示更早的 %n 次练习…</numerusform>
        </translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复习</translation>
    </message>
    <message>
        <source>Practice: %1</source>
        <translation>专项练习：%1</translation>
    </message>
    <message>
        <source>Retry of missed hands</source>
        <translation>重做答错的题</translation>
    </message>
    <message>
        <source>Answers from the command line</source>
        <translation>命令行提交的答案</translation>
    </message>
    <message>
        <source>ron %1</source>
        <translation>荣和 %1</translation>
    </message>
    <message>
        <source>dealer %1</source>
        <translation>庄家 %1</translation>
    </message>
    <message>
        <source>others %1</source>
        <translation>闲家 %1</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>合计 %1</translation>
    </message>
    <message>
        <source>you: %1</source>
        <translation>你的答案：%1</translation>
    </message>
    <message>
        <source>answer: %1</source>
        <translation>正确答案：%1</translation>
    </message>
    <message>
        <source>Double-click to open this hand in the calculator</source>
        <translation>双击在算分器中打开这手牌</translation>
    </message>
    <message numerus="yes">
        <source>%1 (or %n more)</source>
        <translation>
            <numerusform>%1（另有 %n 种可能）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message numerus="yes">
        <source>Session standings: %n game(s)</source>
        <translation>
            <numerusform>系列赛排名：%n场</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) still being played are not counted yet.</source>
        <translation>
            <numerusform>仍在进行的%n场尚未计入。</numerusform>
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
        <translation>第%1场</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Save as PDF or CSV…</source>
        <translation>保存为 PDF 或 CSV…</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Every table rule of this preset is confirmed by its rule text.</source>
        <translation>此预设的所有牌桌规则均有明文依据。</translation>
    </message>
    <message>
        <source>%1 (saved)</source>
        <translation>%1（已保存）</translation>
    </message>
    <message>
        <source>Type a name for these rules first.</source>
        <translation>请先为这套规则输入名称。</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>Finished after %1</source>
        <translation>%1后结束</translation>
    </message>
    <message>
        <source>In progress: %1</source>
        <translation>进行中：%1</translation>
    </message>
    <message>
        <source>%1, house rules</source>
        <translation>%1（自定规则）</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>已保存的对局</translation>
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
        <translation>规则</translation>
    </message>
    <message>
        <source>Table rules (change any to match your table)</source>
        <translation>牌桌规则（可按你们的规则任意修改）</translation>
    </message>
    <message>
        <source>Name for these rules, e.g. our club</source>
        <translation>这套规则的名称，例如：我们的俱乐部</translation>
    </message>
    <message>
        <source>Save rules</source>
        <translation>保存规则</translation>
    </message>
    <message>
        <source>Score sheet…</source>
        <translation>计分表…</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>开始对局</translation>
    </message>
    <message>
        <source>Assumed: no rule text of this preset gives these, so a common default is used (%1). Change them to match your table.</source>
        <translation>假定：此预设的规则文本未规定这些项，故采用常见默认值（%1）。请按你们牌桌的规则修改。</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>返回牌桌</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
</context>
<context>
    <name>Shape</name>
    <message>
        <source>Four sets and a pair</source>
        <translation>四组面子加一雀头</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七对子</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>国士无双</translation>
    </message>
</context>
<context>
    <name>SheetPage</name>
    <message>
        <source>finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>Score sheet: %1 (%2)</source>
        <translation>计分表：%1（%2）</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>hand in play</source>
        <translation>本局进行中</translation>
    </message>
    <message>
        <source>%1, %2 honba</source>
        <translation>%1 %2本场</translation>
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
        <translation>持点</translation>
    </message>
    <message>
        <source>Uma + oka</source>
        <translation>马点＋冈点</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>成绩</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <source>Back to saved games</source>
        <translation>返回已保存的对局</translation>
    </message>
    <message>
        <source>Save as PDF or CSV…</source>
        <translation>保存为 PDF 或 CSV…</translation>
    </message>
</context>
<context>
    <name>SituationBadges</name>
    <message>
        <source>%1 seat · dealer</source>
        <translation>%1家 · 庄家</translation>
    </message>
    <message>
        <source>%1 seat</source>
        <translation>%1家</translation>
    </message>
    <message>
        <source>%1 round</source>
        <translation>%1场</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>三人麻将</translation>
    </message>
    <message>
        <source>Dora indicator</source>
        <translation>宝牌指示牌</translation>
    </message>
    <message>
        <source>Ura indicator</source>
        <translation>里宝牌指示牌</translation>
    </message>
    <message>
        <source>Kita</source>
        <translation>拔北</translation>
    </message>
    <message>
        <source>Honba: %1</source>
        <translation>本场：%1</translation>
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
        <translation>里宝牌指示牌不能比宝牌指示牌多：请先添加宝牌指示牌。</translation>
    </message>
    <message>
        <source>Ura dora count only with riichi.</source>
        <translation>只有立直才计里宝牌。</translation>
    </message>
    <message>
        <source>E</source>
        <comment>East wind, one letter</comment>
        <translation>东</translation>
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
        <translation>场上所有的立直棒，包括和牌者自己的：勾选立直即放下一根。</translation>
    </message>
    <message>
        <source>Dora</source>
        <comment>short label before the dora indicators</comment>
        <translation>宝牌</translation>
    </message>
    <message>
        <source>Ura</source>
        <comment>short label before the ura dora indicators</comment>
        <translation>里宝</translation>
    </message>
    <message>
        <source>Click an indicator to remove it.</source>
        <translation>单击指示牌可将其移除。</translation>
    </message>
    <message>
        <source>Add a dora indicator: click a tile in the palette (D)</source>
        <translation>添加宝牌指示牌：单击牌区中的牌（D）</translation>
    </message>
    <message>
        <source>Kita</source>
        <comment>three players: short label before the count of North tiles set aside (nukidora)</comment>
        <translation>拔北</translation>
    </message>
    <message>
        <source>Three players: North tiles set aside as kita (nukidora), one han of dora each.</source>
        <translation>三麻：拔出的北作为拔北宝牌，每张一番。</translation>
    </message>
    <message>
        <source>Add an ura dora indicator: click a tile in the palette (U)</source>
        <translation>添加里宝牌指示牌：单击牌区中的牌（U）</translation>
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
        <translation>宝牌</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>满贯以上</translation>
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
        <translation>荣和凑成的刻子算明刻</translation>
    </message>
    <message>
        <source>Rounding up to 10</source>
        <translation>进位至10符</translation>
    </message>
    <message>
        <source>Dora: the tile after the indicator</source>
        <translation>宝牌：指示牌的下一张</translation>
    </message>
    <message>
        <source>Dora across the wrap (9 → 1)</source>
        <translation>宝牌循环（9 → 1）</translation>
    </message>
    <message>
        <source>Dora among the winds (N → E)</source>
        <translation>风牌宝牌（北 → 东）</translation>
    </message>
    <message>
        <source>Dora among the dragons</source>
        <translation>三元牌宝牌</translation>
    </message>
    <message>
        <source>Ura dora: only with riichi</source>
        <translation>里宝牌：仅限立直</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>赤宝牌</translation>
    </message>
    <message>
        <source>Kiriage mangan</source>
        <translation>切上满贯</translation>
    </message>
    <message>
        <source>Kazoe: 13 han and up</source>
        <translation>累计役满：13番以上</translation>
    </message>
    <message>
        <source>Non-dealer ron</source>
        <translation>闲家荣和</translation>
    </message>
    <message>
        <source>Dealer ron</source>
        <translation>庄家荣和</translation>
    </message>
    <message>
        <source>Non-dealer tsumo</source>
        <translation>闲家自摸</translation>
    </message>
    <message>
        <source>Dealer tsumo</source>
        <translation>庄家自摸</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>本场</translation>
    </message>
    <message>
        <source>Kita: each North set aside is a dora</source>
        <translation>拔北：每张拔出的北都算一张宝牌</translation>
    </message>
    <message>
        <source>Non-dealer tsumo, three players</source>
        <translation>闲家自摸（三麻）</translation>
    </message>
    <message>
        <source>Dealer tsumo, three players</source>
        <translation>庄家自摸（三麻）</translation>
    </message>
    <message>
        <source>Honba, three players</source>
        <translation>本场（三麻）</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>立直棒</translation>
    </message>
    <message>
        <source>Choosing the reading that pays most</source>
        <translation>选取点数最高的拆法</translation>
    </message>
    <message>
        <source>%1 — open, one han less</source>
        <translation>%1 — 副露减 1 番</translation>
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
        <translation>尚未练习——点击即可练习</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 次中答对 %1 次</translation>
    </message>
    <message>
        <source>recall in a month: %1%</source>
        <translation>一个月后记得的概率：%1%</translation>
    </message>
    <message>
        <source>due for review</source>
        <translation>待复习</translation>
    </message>
    <message>
        <source>next review %1</source>
        <translation>下次复习 %1</translation>
    </message>
    <message>
        <source>Click to practise it</source>
        <translation>点击即可练习</translation>
    </message>
    <message>
        <source>Met in mixed practice: no session deals it on purpose</source>
        <translation>在综合练习中遇到：没有专门针对它的练习</translation>
    </message>
</context>
<context>
    <name>StoreFaultPage</name>
    <message>
        <source>The imported games are in use by another program (%1). Close it, then try again.</source>
        <translation>已导入的对局文件正被另一个程序使用（%1）。请关闭该程序后重试。</translation>
    </message>
    <message>
        <source>The imported games file cannot be written (%1). Make it writable, then try again.</source>
        <translation>无法写入已导入的对局文件（%1）。请设为可写后重试。</translation>
    </message>
    <message>
        <source>The imported games file is damaged (%1). Repair copies every game that can still be read into a fresh file; Start a fresh file begins an empty one. The old file is kept either way.</source>
        <translation>已导入的对局文件已损坏（%1）。“修复”会把仍可读取的对局全部复制到新文件；“新建文件”则从空文件开始。两种方式都会保留旧文件。</translation>
    </message>
    <message>
        <source>The file where the imported games belong is not an imported games file (%1). Start a fresh file begins an empty one; the other file is kept.</source>
        <translation>已导入对局位置上的文件不是已导入对局文件（%1）。“新建文件”会从空文件开始；原文件会被保留。</translation>
    </message>
    <message>
        <source>The imported games were saved by a newer version of this program (%1); the file is left as it is. Use the newer version, or start a fresh file (the old one is kept).</source>
        <translation>已导入的对局由本程序的较新版本保存（%1）；文件保持原样。请使用新版本，或新建文件（旧文件会保留）。</translation>
    </message>
    <message>
        <source>The imported games file cannot be opened (%1).</source>
        <translation>无法打开已导入的对局文件（%1）。</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>Start a fresh file</source>
        <translation>新建文件</translation>
    </message>
</context>
<context>
    <name>TableChoice</name>
    <message>
        <source>broken by seat order</source>
        <translation>按座位顺序决定</translation>
    </message>
    <message>
        <source>uma shared</source>
        <translation>平分马点</translation>
    </message>
    <message>
        <source>to first place</source>
        <translation>归第一名</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>作废</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>to whole thousands</source>
        <translation>取整到千点</translation>
    </message>
    <message>
        <source>East and South (hanchan)</source>
        <translation>东南战（半庄）</translation>
    </message>
    <message>
        <source>East only (tonpuusen)</source>
        <translation>东风战</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>the dealer&apos;s choice</source>
        <translation>由庄家决定</translation>
    </message>
    <message>
        <source>back to 0 after a non-dealer win</source>
        <translation>闲家和牌后归零</translation>
    </message>
    <message>
        <source>back to 0 whenever the deal passes</source>
        <translation>庄家轮换即归零</translation>
    </message>
    <message>
        <source>a mangan bonus, counted as a draw</source>
        <translation>满贯奖励（按流局处理）</translation>
    </message>
    <message>
        <source>paid as a win</source>
        <translation>按和牌处理</translation>
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
        <translation>归第一位和牌者</translation>
    </message>
    <message>
        <source>to each winner</source>
        <translation>每位和牌者</translation>
    </message>
    <message>
        <source>all to the first winner</source>
        <translation>全部归第一位和牌者</translation>
    </message>
    <message>
        <source>own stick back, the rest to the first</source>
        <translation>各自收回本人立直棒，其余归第一位</translation>
    </message>
    <message>
        <source>the liable player answers for the whole hand</source>
        <translation>包牌者负担全部</translation>
    </message>
    <message>
        <source>only the pao yakuman</source>
        <translation>仅包牌役满部分</translation>
    </message>
    <message>
        <source>paid by the liable player</source>
        <translation>由包牌者支付</translation>
    </message>
    <message>
        <source>paid by the discarder</source>
        <translation>由放铳者支付</translation>
    </message>
    <message>
        <source>reverse mangan</source>
        <translation>反向满贯</translation>
    </message>
    <message>
        <source>pays each player</source>
        <translation>支付给每位玩家</translation>
    </message>
    <message>
        <source>taken from the final result</source>
        <translation>从最终成绩扣除</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>退还</translation>
    </message>
    <message>
        <source>stay on the table</source>
        <translation>留在场上</translation>
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
        <translation>起始点数</translation>
    </message>
    <message>
        <source>points the result counts from</source>
        <translation>返点</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目标点数</translation>
    </message>
    <message>
        <source>exactly the target counts</source>
        <translation>恰好达到目标点即算</translation>
    </message>
    <message>
        <source>oka</source>
        <translation>冈点（头名奖励）</translation>
    </message>
    <message>
        <source>uma</source>
        <translation>马（顺位点）</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>同分处理</translation>
    </message>
    <message>
        <source>leftover riichi sticks</source>
        <translation>剩余供托棒</translation>
    </message>
    <message>
        <source>rounding of results</source>
        <translation>成绩的尾数处理</translation>
    </message>
    <message>
        <source>length</source>
        <translation>对局长度</translation>
    </message>
    <message>
        <source>extra rounds</source>
        <translation>延长战</translation>
    </message>
    <message>
        <source>bust (below zero ends)</source>
        <translation>被飞（低于0点结束）</translation>
    </message>
    <message>
        <source>agari-yame</source>
        <translation>和了止</translation>
    </message>
    <message>
        <source>tenpai-yame</source>
        <translation>听牌止</translation>
    </message>
    <message>
        <source>yame needs the target</source>
        <translation>止需达到目标点</translation>
    </message>
    <message>
        <source>dealer repeats when tenpai</source>
        <translation>听牌连庄</translation>
    </message>
    <message>
        <source>dealer repeats after an abortive draw</source>
        <translation>途中流局连庄</translation>
    </message>
    <message>
        <source>honba counting</source>
        <translation>本场计数</translation>
    </message>
    <message>
        <source>noten payments</source>
        <translation>未听牌罚符</translation>
    </message>
    <message>
        <source>nagashi mangan</source>
        <translation>流局满贯</translation>
    </message>
    <message>
        <source>abortive draws</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>double ron</source>
        <translation>双响</translation>
    </message>
    <message>
        <source>triple ron</source>
        <translation>三响</translation>
    </message>
    <message>
        <source>honba with several winners</source>
        <translation>多家和了的本场</translation>
    </message>
    <message>
        <source>riichi sticks with several winners</source>
        <translation>多家和了的供托</translation>
    </message>
    <message>
        <source>pao yakuman</source>
        <translation>包牌役满</translation>
    </message>
    <message>
        <source>pao payment</source>
        <translation>包牌支付方式</translation>
    </message>
    <message>
        <source>honba under pao</source>
        <translation>包牌时的本场</translation>
    </message>
    <message>
        <source>chombo</source>
        <translation>错和</translation>
    </message>
    <message>
        <source>chombo amount</source>
        <translation>错和金额</translation>
    </message>
    <message>
        <source>riichi sticks after a chombo</source>
        <translation>错和后的供托</translation>
    </message>
    <message>
        <source>riichi below 1,000 points</source>
        <translation>不足1000点立直</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>The table games file cannot be used: %1</source>
        <translation>无法使用牌桌对局文件：%1</translation>
    </message>
    <message>
        <source>This game was changed in another window; it is shown as it is now. Make your change again if it is still needed.</source>
        <translation>此对局已在另一个窗口中被修改，现显示其当前状态。如仍需要，请重新进行你的修改。</translation>
    </message>
    <message>
        <source>The table games are in use by another program (%1). Close it, then try again.</source>
        <translation>牌桌对局文件正被另一个程序使用（%1）。请关闭该程序后重试。</translation>
    </message>
    <message>
        <source>The table games file cannot be written (%1). Make it writable, then try again.</source>
        <translation>无法写入牌桌对局文件（%1）。请设为可写后重试。</translation>
    </message>
    <message>
        <source>The table games file is damaged (%1). Repair copies every game that can still be read into a fresh file; Start a fresh file begins an empty one. The old file is kept either way.</source>
        <translation>牌桌对局文件已损坏（%1）。“修复”会把仍可读取的对局全部复制到新文件；“新建文件”则从空文件开始。两种方式都会保留旧文件。</translation>
    </message>
    <message>
        <source>The file where the table games belong is not a table games file (%1). Start a fresh file begins an empty one; the other file is kept.</source>
        <translation>对局文件位置上的文件不是牌桌对局文件（%1）。“新建文件”会从空文件开始；原文件会被保留。</translation>
    </message>
    <message>
        <source>The table games were saved by a newer version of this program (%1); the file is left as it is. Use the newer version, or start a fresh file (the old one is kept).</source>
        <translation>牌桌对局由本程序的较新版本保存（%1）；文件保持原样。请使用新版本，或新建文件（旧文件会保留）。</translation>
    </message>
    <message>
        <source>The table games file cannot be opened (%1).</source>
        <translation>无法打开牌桌对局文件（%1）。</translation>
    </message>
    <message>
        <source>Repaired: %1 of the saved games recovered into a fresh file; the damaged file was kept as %2.</source>
        <translation>已修复：%1 个已保存的对局已恢复到新文件；损坏的文件保留为 %2。</translation>
    </message>
    <message>
        <source>A fresh table games file was started; the old one was kept as %1.</source>
        <translation>已开始使用新的牌桌对局文件；旧文件保留为 %1。</translation>
    </message>
    <message>
        <source>session</source>
        <translation>系列赛</translation>
    </message>
    <message>
        <source>Session standings</source>
        <translation>系列赛排名</translation>
    </message>
    <message>
        <source>The standings could not be saved: %1</source>
        <translation>无法保存排名表：%1</translation>
    </message>
    <message>
        <source>game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Save the score sheet</source>
        <translation>保存计分表</translation>
    </message>
    <message>
        <source>PDF to print (*.pdf)</source>
        <translation>打印用 PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV for a spreadsheet (*.csv)</source>
        <translation>电子表格用 CSV (*.csv)</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>计分表</translation>
    </message>
    <message>
        <source>The score sheet could not be saved: %1</source>
        <translation>无法保存计分表：%1</translation>
    </message>
    <message>
        <source>Apply to table</source>
        <translation>应用到牌桌</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <source>assumed: %1</source>
        <translation>假定：%1</translation>
    </message>
    <message>
        <source>No rule text confirms these values for this preset; common defaults are used.</source>
        <translation>此预设对这些值无明文规定，采用常见默认值。</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>庄家</translation>
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
        <translation>立直：放出1000点供托（Alt+%1）</translation>
    </message>
    <message>
        <source>Last hand: %1</source>
        <translation>上一局：%1</translation>
    </message>
    <message>
        <source>No hand played yet.</source>
        <translation>尚未进行任何一局。</translation>
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
        <translation>点数</translation>
    </message>
    <message>
        <source>Uma + oka</source>
        <translation>马点＋冈点</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>成绩</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>最终成绩</translation>
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
        <translation>撤销</translation>
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
        <translation>途中流局、错和、结束…</translation>
    </message>
    <message>
        <source>New game or saved games…</source>
        <translation>新对局或已保存的对局…</translation>
    </message>
    <message>
        <source>A player won (W)</source>
        <translation>有人和了（W）</translation>
    </message>
    <message>
        <source>The hand ended without a winner (D)</source>
        <translation>本局无人和了（D）</translation>
    </message>
    <message>
        <source>Undo the last change (Ctrl+Z)</source>
        <translation>撤销上一步（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Y)</source>
        <translation>重做（Ctrl+Y）</translation>
    </message>
    <message>
        <source>Touch mode: bigger targets for fingers</source>
        <translation>触控模式：适合手指点按的大按钮</translation>
    </message>
    <message>
        <source>Lie flat</source>
        <translation>平放</translation>
    </message>
    <message>
        <source>Turn each seat toward its player, for a device lying in the middle of the table (L)</source>
        <translation>将每个座位的文字转向该座位的玩家，适合平放在牌桌中央的设备（L）</translation>
    </message>
    <message>
        <source>Turn seats</source>
        <translation>转动座位</translation>
    </message>
    <message>
        <source>Put the next seat at the bottom edge</source>
        <translation>把下一个座位放到底边</translation>
    </message>
    <message>
        <source>History</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>New or saved game…</source>
        <translation>新对局或已保存的对局…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>Start a fresh file</source>
        <translation>新建文件</translation>
    </message>
    <message>
        <source>Score sheet…</source>
        <translation>计分表…</translation>
    </message>
    <message>
        <source>Save this game&apos;s score sheet as a PDF to print or as CSV for a spreadsheet</source>
        <translation>将本局计分表保存为可打印的 PDF 或电子表格用的 CSV</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Next game, same players</source>
        <translation>同一批玩家开下一局</translation>
    </message>
    <message>
        <source>Session standings…</source>
        <translation>系列赛排名…</translation>
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
        <translation>%n本场</translation>
    </message>
    <message>
        <source>Riichi sticks on the table: %1</source>
        <translation>场上供托：%1根</translation>
    </message>
    <message>
        <source>Ron, %1</source>
        <translation>荣和 %1点</translation>
    </message>
    <message>
        <source>%1 (%2 with honba)</source>
        <translation>%1（含本场 %2点）</translation>
    </message>
    <message>
        <source>%1 all</source>
        <translation>%1 每家</translation>
    </message>
    <message>
        <source>%1 (%2 all with honba)</source>
        <translation>%1（含本场每家 %2）</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1・%2</translation>
    </message>
    <message>
        <source>%1 (%2–%3 with honba)</source>
        <translation>%1（含本场 %2・%3）</translation>
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
        <translation>%1 因放铳向 %3 支付 %2</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3 for tsumo</source>
        <translation>%1 因自摸向 %3 支付 %2</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3 for nagashi mangan</source>
        <translation>%1 因流局满贯向 %3 支付 %2</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3 for chombo</source>
        <translation>%1 因错和向 %3 支付 %2</translation>
    </message>
    <message>
        <source>%1 (noten) pays %2 to %3 (tenpai)</source>
        <translation>%1（未听牌）向 %3（听牌）支付 %2</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for ron</source>
        <translation>%1 因放铳向 %4 支付 %2 + 本场 %3</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for tsumo</source>
        <translation>%1 因自摸向 %4 支付 %2 + 本场 %3</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for nagashi mangan</source>
        <translation>%1 因流局满贯向 %4 支付 %2 + 本场 %3</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for chombo</source>
        <translation>%1 因错和向 %4 支付 %2 + 本场 %3</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 (noten payment)</source>
        <translation>%1 向 %4 支付未听牌罚符 %2 + 本场 %3</translation>
    </message>
    <message>
        <source>%1 pays half, %2 + %3 honba, to %4: liable for %5 (pao)</source>
        <translation>%1 因 %5 包牌，向 %4 支付一半 %2 + 本场 %3</translation>
    </message>
    <message>
        <source>%1 pays half, %2, to %4: liable for %5 (pao)</source>
        <translation>%1 因 %5 包牌，向 %4 支付一半 %2</translation>
    </message>
    <message>
        <source>%1 pays %2 + %3 honba to %4 for the whole %5: liable (pao)</source>
        <translation>%1 因 %5 包牌，向 %4 支付该役满全额 %2 + 本场 %3</translation>
    </message>
    <message>
        <source>%1 pays %2 to %4 for the whole %5: liable (pao)</source>
        <translation>%1 因 %5 包牌，向 %4 支付该役满全额 %2</translation>
    </message>
    <message>
        <source>%1 pays the whole hand, %2 + %3 honba, to %4: liable for %5 (pao)</source>
        <translation>%1 因 %5 包牌，向 %4 支付全部 %2 + 本场 %3</translation>
    </message>
    <message>
        <source>%1 pays the whole hand, %2, to %4: liable for %5 (pao)</source>
        <translation>%1 因 %5 包牌，向 %4 支付全部 %2</translation>
    </message>
    <message>
        <source>%1 declares riichi: 1,000 on the table</source>
        <translation>%1 立直：放出1000点供托</translation>
    </message>
    <message>
        <source>%1 collects %2 in riichi sticks from the table</source>
        <translation>%1 获得场上供托 %2</translation>
    </message>
    <message>
        <source>%1 takes back their riichi stick (%2)</source>
        <translation>%1 取回自己的供托棒（%2）</translation>
    </message>
    <message>
        <source>%1 collects %2 in riichi sticks left on the table</source>
        <translation>%1 获得剩余供托 %2</translation>
    </message>
    <message>
        <source>nine different terminals and honors</source>
        <translation>九种九牌</translation>
    </message>
    <message>
        <source>four winds discarded</source>
        <translation>四风连打</translation>
    </message>
    <message>
        <source>four kans</source>
        <translation>四杠散了</translation>
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
        <translation>有人被飞（低于0点）</translation>
    </message>
    <message>
        <source>the last hand was played</source>
        <translation>最后一局结束</translation>
    </message>
    <message>
        <source>someone reached the target after the last hand</source>
        <translation>最后一局后有人达到目标点</translation>
    </message>
    <message>
        <source>the dealer won the last hand in first place and stopped</source>
        <translation>首位庄家在最后一局和了止</translation>
    </message>
    <message>
        <source>the dealer was tenpai in the last hand in first place and stopped</source>
        <translation>首位庄家在最后一局听牌止</translation>
    </message>
    <message>
        <source>the table ended the game</source>
        <translation>牌桌结束了对局</translation>
    </message>
    <message>
        <source>Ron — %1 from %2</source>
        <translation>荣和 — %1（%2 放铳）</translation>
    </message>
    <message>
        <source>Tsumo — %1</source>
        <translation>自摸 — %1</translation>
    </message>
    <message>
        <source>Nagashi mangan — %1</source>
        <translation>流局满贯 — %1</translation>
    </message>
    <message>
        <source>Exhaustive draw — all noten</source>
        <translation>荒牌流局 — 全员未听牌</translation>
    </message>
    <message>
        <source>Exhaustive draw — all tenpai</source>
        <translation>荒牌流局 — 全员听牌</translation>
    </message>
    <message>
        <source>Exhaustive draw — tenpai: %1</source>
        <translation>荒牌流局 — 听牌：%1</translation>
    </message>
    <message>
        <source>Abortive draw: %1</source>
        <translation>途中流局：%1</translation>
    </message>
    <message>
        <source>Chombo — %1</source>
        <translation>错和 — %1</translation>
    </message>
    <message>
        <source>Riichi — %1</source>
        <translation>立直 — %1</translation>
    </message>
    <message>
        <source>Game ended</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>%1 + %2 honba</source>
        <translation>%1 + 本场 %2</translation>
    </message>
    <message>
        <source>%1 + %2 in riichi sticks</source>
        <translation>%1 + 供托 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>outcome and its amounts</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation>对局结束：%1。</translation>
    </message>
    <message>
        <source>The dealer is first and may end the game here (or play on).</source>
        <translation>庄家位居第一，可以在此结束对局（也可继续）。</translation>
    </message>
    <message>
        <source>The hand is replayed: same dealer, same honba.</source>
        <translation>本局重打：庄家和本场不变。</translation>
    </message>
    <message>
        <source>%1 loses %2 from the final result (after uma).</source>
        <translation>%1 的最终成绩扣除 %2（在马之后）。</translation>
    </message>
    <message>
        <source>%1 by ron</source>
        <translation>%1 荣和</translation>
    </message>
    <message>
        <source>%1 by ron from %2</source>
        <translation>%2 放铳的 %1 荣和</translation>
    </message>
    <message>
        <source>%1 by ron from another player</source>
        <translation>他家放铳的 %1 荣和</translation>
    </message>
    <message>
        <source>%1 by tsumo</source>
        <translation>%1 自摸</translation>
    </message>
    <message>
        <source>cannot pass %1 in one hand</source>
        <translation>一局内无法超过 %1</translation>
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
        <translation>%1 落后 %3 %2：%4</translation>
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
        <translation>%1后结束：%2以%3点位居第一（%4）。</translation>
    </message>
    <message>
        <source>Game over after %1: %2 went below zero (%3); %4 is first with %5.</source>
        <translation>%1后结束：%2被击飞（%3点）；%4以%5点位居第一。</translation>
    </message>
    <message>
        <source>Game over after %1: the dealer, %2, won the last hand in first place with %3 and stopped.</source>
        <translation>%1后结束：庄家%2以第一名（%3点）和牌后选择结束（和了止め）。</translation>
    </message>
    <message>
        <source>Game over after %1: the dealer, %2, was tenpai in first place with %3 and stopped.</source>
        <translation>%1后结束：庄家%2以第一名（%3点）听牌后选择结束（听牌止め）。</translation>
    </message>
    <message>
        <source>The table ended the game during %1: %2 is first with %3.</source>
        <translation>在%1中途结束对局：%2以%3点位居第一。</translation>
    </message>
    <message>
        <source>Game over after %1, the last hand: %2 is first with %3.</source>
        <translation>最后一局%1后结束：%2以%3点位居第一。</translation>
    </message>
    <message>
        <source>After %1: %2 is first with %3.</source>
        <translation>%1后：%2以%3点位居第一。</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>%1 的手牌：%2</translation>
    </message>
    <message>
        <source>One winner per discard under these rules (head bump): %1, nearest to the discarder, wins alone.</source>
        <translation>此规则为截和：只有距放铳者最近的 %1 和了。</translation>
    </message>
    <message>
        <source>Three ron claims make an abortive draw under these rules.</source>
        <translation>此规则下三家和为途中流局。</translation>
    </message>
    <message>
        <source>An abortive draw for %1 cannot happen with three players.</source>
        <translation>三麻不会出现%1途中流局。</translation>
    </message>
    <message>
        <source>These rules have no nagashi mangan.</source>
        <translation>此规则没有流局满贯。</translation>
    </message>
    <message>
        <source>These rules have no abortive draw for %1.</source>
        <translation>此规则没有 %1 途中流局。</translation>
    </message>
    <message>
        <source>These rules have no liability (pao) for this hand.</source>
        <translation>此规则下此手牌没有包牌。</translation>
    </message>
    <message>
        <source>Only the last dealer, first after a repeat, may stop the game here.</source>
        <translation>只有连庄后位居第一的最后一局庄家才能在此结束。</translation>
    </message>
    <message>
        <source>%1&apos;s hand has no yakuman a liable player answers for (daisangen, daisuushii…).</source>
        <translation>%1 的手牌没有可包牌的役满（大三元、大四喜等）。</translation>
    </message>
    <message>
        <source>%1&apos;s hand is no yakuman: nobody is liable for it.</source>
        <translation>%1 的手牌不是役满，无人包牌。</translation>
    </message>
    <message>
        <source>No hand pays %1.</source>
        <translation>没有手牌的点数是 %1。</translation>
    </message>
    <message>
        <source>These points are called for the other kind of win (ron or tsumo).</source>
        <translation>此点数属于另一种和了方式（荣和或自摸）。</translation>
    </message>
    <message>
        <source>%1 %2 does not exist.</source>
        <translation>%1%2 不存在。</translation>
    </message>
    <message>
        <source>%1 has %2 points: riichi needs 1,000 under these rules.</source>
        <translation>%1 只有 %2：此规则下立直需要1000点。</translation>
    </message>
    <message>
        <source>%1 is already in riichi.</source>
        <translation>%1 已经立直。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>对局已经结束。</translation>
    </message>
    <message>
        <source>This game holds %1 events, the most one game can; start a new game to go on.</source>
        <translation>此对局已有%1条记录，已达上限；请开始新对局继续。</translation>
    </message>
    <message>
        <source>This correction makes a later event (number %1) impossible, so nothing was changed.</source>
        <translation>此更正会使后面的记录（第 %1 条）无法成立，因此未作任何修改。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>没有可撤销的操作。</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>没有可重做的操作。</translation>
    </message>
    <message>
        <source>The game file could not be used: %1</source>
        <translation>无法使用对局文件：%1</translation>
    </message>
</context>
<context>
    <name>TilePalette</name>
    <message>
        <source>A kan of %1 needs all four, and one is the red five %2, which is already in use.</source>
        <comment>meld menu: %1 the plain five, e.g. 5p; %2 the red five, 0p</comment>
        <translation>%1 的杠要用全部四张，其中一张是赤五 %2，而它已经用掉了。</translation>
    </message>
    <message>
        <source>The fourth %1 is the red five %2: a kan of %1 holds it.</source>
        <comment>meld menu: %1 the plain five, e.g. 5p; %2 the red five, 0p</comment>
        <translation>第四张 %1 是赤五 %2：%1 的杠一定包含它。</translation>
    </message>
    <message>
        <source>Not enough free %1 left.</source>
        <comment>meld menu: %1 a tile, e.g. 5p</comment>
        <translation>剩余的 %1 不够。</translation>
    </message>
</context>
<context>
    <name>Wait</name>
    <message>
        <source>Ryanmen (two-sided)</source>
        <translation>两面</translation>
    </message>
    <message>
        <source>Kanchan (closed)</source>
        <translation>嵌张</translation>
    </message>
    <message>
        <source>Penchan (edge)</source>
        <translation>边张</translation>
    </message>
    <message>
        <source>Tanki (pair)</source>
        <translation>单骑</translation>
    </message>
    <message>
        <source>Shanpon (dual pair)</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>Thirteen orphans, single wait</source>
        <translation>国士无双单面听</translation>
    </message>
    <message>
        <source>Thirteen orphans, 13-sided wait</source>
        <translation>国士无双十三面听</translation>
    </message>
</context>
<context>
    <name>WeakSkills</name>
    <message>
        <source>To work on</source>
        <translation>需要加强</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 题中答对 %1 题</translation>
    </message>
    <message>
        <source>Learn this: %1</source>
        <translation>学习：%1</translation>
    </message>
</context>
<context>
    <name>WinCard</name>
    <message numerus="yes">
        <source>%1 · %n honba</source>
        <translation>
            <numerusform>%1 · %n 本场</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · tsumo</source>
        <translation>%1 · 自摸</translation>
    </message>
    <message>
        <source>%1 · ron from %2</source>
        <translation>%1 · 荣和（%2 放铳）</translation>
    </message>
    <message>
        <source>dealt in</source>
        <translation>放铳</translation>
    </message>
    <message>
        <source>%1 seat</source>
        <translation>%1家</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Dora indicator</source>
        <translation>宝牌指示牌</translation>
    </message>
    <message>
        <source>Ura</source>
        <translation>里宝牌</translation>
    </message>
    <message>
        <source>Kita</source>
        <translation>拔北</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>未计分</translation>
    </message>
    <message>
        <source>✓ Agrees with the log</source>
        <translation>✓ 与牌谱一致</translation>
    </message>
    <message>
        <source>Differs from the log.</source>
        <translation>与牌谱不一致。</translation>
    </message>
    <message>
        <source>Open in calculator</source>
        <translation>在计算器中打开</translation>
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
        <translation>此规则为截和：只有距放铳者最近的 %1 和了。</translation>
    </message>
    <message>
        <source>Three players called ron: under these rules the hand is an abortive draw (use Draw… → Abortive draw).</source>
        <translation>三家荣和：此规则下为途中流局（请用 流局… → 途中流局）。</translation>
    </message>
    <message>
        <source>Choose who won, and tsumo or who dealt in.</source>
        <translation>请选择和了者，以及自摸或放铳者。</translation>
    </message>
    <message>
        <source>Give %1&apos;s hand, han and fu, or points.</source>
        <translation>请输入 %1 的手牌、番符或点数。</translation>
    </message>
    <message>
        <source>This winner is no longer chosen.</source>
        <translation>此和了者已不在选择中。</translation>
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
        <translation>谁和了？</translation>
    </message>
    <message>
        <source>From</source>
        <translation>放铳者</translation>
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
        <translation>应用到牌桌</translation>
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
        <translation>东</translation>
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
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Riichi Scoring Trainer</source>
        <translation>立直麻将算分训练</translation>
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
        <translation>点数</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>练习卷</translation>
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
        <translation>双立直</translation>
    </message>
    <message>
        <source>Ippatsu (One Shot)</source>
        <translation>一发</translation>
    </message>
    <message>
        <source>Menzen Tsumo (Closed Self-Draw)</source>
        <translation>门前清自摸和</translation>
    </message>
    <message>
        <source>Pinfu (All Sequences)</source>
        <translation>平和</translation>
    </message>
    <message>
        <source>Iipeikou (Pure Double Sequence)</source>
        <translation>一杯口</translation>
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
        <translation>役牌：发</translation>
    </message>
    <message>
        <source>Yakuhai: Chun (Red Dragon)</source>
        <translation>役牌：中</translation>
    </message>
    <message>
        <source>Yakuhai: Jikaze (Seat Wind)</source>
        <translation>役牌：自风</translation>
    </message>
    <message>
        <source>Yakuhai: Bakaze (Round Wind)</source>
        <translation>役牌：场风</translation>
    </message>
    <message>
        <source>Chankan (Robbing a Kan)</source>
        <translation>抢杠</translation>
    </message>
    <message>
        <source>Rinshan Kaihou (After a Kan)</source>
        <translation>岭上开花</translation>
    </message>
    <message>
        <source>Haitei Raoyue (Last Tile Self-Draw)</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <source>Houtei Raoyui (Last Discard)</source>
        <translation>河底捞鱼</translation>
    </message>
    <message>
        <source>Chiitoitsu (Seven Pairs)</source>
        <translation>七对子</translation>
    </message>
    <message>
        <source>Ittsu (Pure Straight)</source>
        <translation>一气通贯</translation>
    </message>
    <message>
        <source>Sanshoku Doujun (Mixed Triple Sequence)</source>
        <translation>三色同顺</translation>
    </message>
    <message>
        <source>Sanshoku Doukou (Triple Triplets)</source>
        <translation>三色同刻</translation>
    </message>
    <message>
        <source>Toitoi (All Triplets)</source>
        <translation>对对和</translation>
    </message>
    <message>
        <source>Sanankou (Three Concealed Triplets)</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <source>Sankantsu (Three Kans)</source>
        <translation>三杠子</translation>
    </message>
    <message>
        <source>Chanta (Half Outside Hand)</source>
        <translation>混全带幺九</translation>
    </message>
    <message>
        <source>Honroutou (All Terminals and Honors)</source>
        <translation>混老头</translation>
    </message>
    <message>
        <source>Shousangen (Little Three Dragons)</source>
        <translation>小三元</translation>
    </message>
    <message>
        <source>Ryanpeikou (Twice Pure Double Sequence)</source>
        <translation>二杯口</translation>
    </message>
    <message>
        <source>Honitsu (Half Flush)</source>
        <translation>混一色</translation>
    </message>
    <message>
        <source>Junchan (Fully Outside Hand)</source>
        <translation>纯全带幺九</translation>
    </message>
    <message>
        <source>Chinitsu (Full Flush)</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Renhou (Blessing of Man, Mangan)</source>
        <translation>人和（满贯）</translation>
    </message>
    <message>
        <source>Nagashi Mangan (Mangan at Draw)</source>
        <translation>流局满贯</translation>
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
        <translation>人和（役满）</translation>
    </message>
    <message>
        <source>Kokushi Musou (Thirteen Orphans)</source>
        <translation>国士无双</translation>
    </message>
    <message>
        <source>Kokushi Musou Juusanmen (Thirteen Orphans, 13-Sided Wait)</source>
        <translation>国士无双十三面</translation>
    </message>
    <message>
        <source>Chuuren Poutou (Nine Gates)</source>
        <translation>九莲宝灯</translation>
    </message>
    <message>
        <source>Junsei Chuuren Poutou (True Nine Gates)</source>
        <translation>纯正九莲宝灯</translation>
    </message>
    <message>
        <source>Ryuuiisou (All Green)</source>
        <translation>绿一色</translation>
    </message>
    <message>
        <source>Suuankou (Four Concealed Triplets)</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <source>Suuankou Tanki (Four Concealed Triplets, Pair Wait)</source>
        <translation>四暗刻单骑</translation>
    </message>
    <message>
        <source>Suukantsu (Four Kans)</source>
        <translation>四杠子</translation>
    </message>
    <message>
        <source>Chinroutou (All Terminals)</source>
        <translation>清老头</translation>
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
        <translation>三色通贯</translation>
    </message>
    <message>
        <source>Open Riichi (Revealed Hand)</source>
        <translation>亮立直</translation>
    </message>
    <message>
        <source>Kinkei Dokuritsu (Golden Rooster on One Leg)</source>
        <translation>金鸡独立</translation>
    </message>
    <message>
        <source>Isshoku Sanjun (Pure Triple Sequence)</source>
        <translation>一色三顺</translation>
    </message>
    <message>
        <source>Sanrenkou (Three Consecutive Triplets)</source>
        <translation>三连刻</translation>
    </message>
    <message>
        <source>Touhoku Shinkansen (Northern Bullet Train)</source>
        <translation>东北新干线</translation>
    </message>
    <message>
        <source>Hyakuman Goku (A Million Koku)</source>
        <translation>百万石</translation>
    </message>
    <message>
        <source>Isshoku Yonjun (Pure Quadruple Sequence)</source>
        <translation>一色四顺</translation>
    </message>
    <message>
        <source>Suurenkou (Four Consecutive Triplets)</source>
        <translation>四连刻</translation>
    </message>
    <message>
        <source>Beni Kujaku (Red Peacock)</source>
        <translation>红孔雀</translation>
    </message>
    <message>
        <source>Kouitten (One Red Among Green)</source>
        <translation>红一点</translation>
    </message>
    <message>
        <source>Aoi Doumon (Blue Cave Gate)</source>
        <translation>青洞门</translation>
    </message>
    <message>
        <source>Kinmonkyou (Golden Gate Bridge)</source>
        <translation>金门桥</translation>
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
        <translation>大车轮</translation>
    </message>
    <message>
        <source>Dora (Bonus Tiles)</source>
        <translation>宝牌</translation>
    </message>
    <message>
        <source>Ura Dora (Hidden Bonus Tiles)</source>
        <translation>里宝牌</translation>
    </message>
    <message>
        <source>Aka Dora (Red Fives)</source>
        <translation>赤宝牌</translation>
    </message>
    <message>
        <source>Yakuhai: North (Three Players)</source>
        <translation>役牌：北（三麻）</translation>
    </message>
    <message>
        <source>Kita (North Set Aside)</source>
        <translation>拔北宝牌</translation>
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
        <translation>双立直</translation>
    </message>
    <message>
        <source>一発</source>
        <translation>一发</translation>
    </message>
    <message>
        <source>門前清自摸和</source>
        <translation>门前清自摸和</translation>
    </message>
    <message>
        <source>平和</source>
        <translation>平和</translation>
    </message>
    <message>
        <source>一盃口</source>
        <translation>一杯口</translation>
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
        <translation>役牌：发</translation>
    </message>
    <message>
        <source>役牌：中</source>
        <translation>役牌：中</translation>
    </message>
    <message>
        <source>役牌：自風</source>
        <translation>役牌：自风</translation>
    </message>
    <message>
        <source>役牌：場風</source>
        <translation>役牌：场风</translation>
    </message>
    <message>
        <source>槍槓</source>
        <translation>抢杠</translation>
    </message>
    <message>
        <source>嶺上開花</source>
        <translation>岭上开花</translation>
    </message>
    <message>
        <source>海底摸月</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <source>河底撈魚</source>
        <translation>河底捞鱼</translation>
    </message>
    <message>
        <source>七対子</source>
        <translation>七对子</translation>
    </message>
    <message>
        <source>一気通貫</source>
        <translation>一气通贯</translation>
    </message>
    <message>
        <source>三色同順</source>
        <translation>三色同顺</translation>
    </message>
    <message>
        <source>三色同刻</source>
        <translation>三色同刻</translation>
    </message>
    <message>
        <source>対々和</source>
        <translation>对对和</translation>
    </message>
    <message>
        <source>三暗刻</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <source>三槓子</source>
        <translation>三杠子</translation>
    </message>
    <message>
        <source>混全帯幺九</source>
        <translation>混全带幺九</translation>
    </message>
    <message>
        <source>混老頭</source>
        <translation>混老头</translation>
    </message>
    <message>
        <source>小三元</source>
        <translation>小三元</translation>
    </message>
    <message>
        <source>二盃口</source>
        <translation>二杯口</translation>
    </message>
    <message>
        <source>混一色</source>
        <translation>混一色</translation>
    </message>
    <message>
        <source>純全帯幺九</source>
        <translation>纯全带幺九</translation>
    </message>
    <message>
        <source>清一色</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>人和（満貫）</source>
        <translation>人和（满贯）</translation>
    </message>
    <message>
        <source>流し満貫</source>
        <translation>流局满贯</translation>
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
        <translation>人和（役满）</translation>
    </message>
    <message>
        <source>国士無双</source>
        <translation>国士无双</translation>
    </message>
    <message>
        <source>国士無双十三面</source>
        <translation>国士无双十三面</translation>
    </message>
    <message>
        <source>九蓮宝燈</source>
        <translation>九莲宝灯</translation>
    </message>
    <message>
        <source>純正九蓮宝燈</source>
        <translation>纯正九莲宝灯</translation>
    </message>
    <message>
        <source>緑一色</source>
        <translation>绿一色</translation>
    </message>
    <message>
        <source>四暗刻</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <source>四暗刻単騎</source>
        <translation>四暗刻单骑</translation>
    </message>
    <message>
        <source>四槓子</source>
        <translation>四杠子</translation>
    </message>
    <message>
        <source>清老頭</source>
        <translation>清老头</translation>
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
        <translation>三色通贯</translation>
    </message>
    <message>
        <source>オープン立直</source>
        <translation>亮立直</translation>
    </message>
    <message>
        <source>金鶏独立</source>
        <translation>金鸡独立</translation>
    </message>
    <message>
        <source>一色三順</source>
        <translation>一色三顺</translation>
    </message>
    <message>
        <source>三連刻</source>
        <translation>三连刻</translation>
    </message>
    <message>
        <source>東北新幹線</source>
        <translation>东北新干线</translation>
    </message>
    <message>
        <source>百万石</source>
        <translation>百万石</translation>
    </message>
    <message>
        <source>一色四順</source>
        <translation>一色四顺</translation>
    </message>
    <message>
        <source>四連刻</source>
        <translation>四连刻</translation>
    </message>
    <message>
        <source>紅孔雀</source>
        <translation>红孔雀</translation>
    </message>
    <message>
        <source>紅一点</source>
        <translation>红一点</translation>
    </message>
    <message>
        <source>青い洞門</source>
        <translation>青洞门</translation>
    </message>
    <message>
        <source>金門橋</source>
        <translation>金门桥</translation>
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
        <translation>大车轮</translation>
    </message>
    <message>
        <source>ドラ</source>
        <translation>宝牌</translation>
    </message>
    <message>
        <source>裏ドラ</source>
        <translation>里宝牌</translation>
    </message>
    <message>
        <source>赤ドラ</source>
        <translation>赤宝牌</translation>
    </message>
    <message>
        <source>役牌：北</source>
        <translation>役牌：北</translation>
    </message>
    <message>
        <source>抜きドラ</source>
        <translation>拔北宝牌</translation>
    </message>
</context>
<context>
    <name>YakuPicker</name>
    <message>
        <source>Yakuman ▾</source>
        <translation>役满 ▾</translation>
    </message>
    <message>
        <source>Yakuman ▸</source>
        <translation>役满 ▸</translation>
    </message>
    <message>
        <source>✓ Right</source>
        <translation>✓ 正确</translation>
    </message>
    <message>
        <source>✗ It is %1</source>
        <translation>✗ 正确答案是 %1</translation>
    </message>
</context>
</TS>
