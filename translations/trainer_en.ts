<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CalculatorView</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more to complete the hand</source>
        <translation>
            <numerusform>%n more to complete the hand</numerusform>
            <numerusform>%n more to complete the hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No red five %1 left: these rules have %n in the set.</source>
        <translation>
            <numerusform>No red five %1 left: these rules have %n in the set.</numerusform>
            <numerusform>No red five %1 left: these rules have %n in the set.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassroomActions</name>
    <message numerus="yes">
        <source>Added to the lesson deck (%n hand(s))</source>
        <translation>
            <numerusform>Added to the lesson deck (%n hand)</numerusform>
            <numerusform>Added to the lesson deck (%n hands)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) could not be added:</source>
        <translation>
            <numerusform>%n hand could not be added:</numerusform>
            <numerusform>%n hands could not be added:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckView</name>
    <message numerus="yes">
        <source>Hands (%n)</source>
        <translation>
            <numerusform>Hands (%n)</numerusform>
            <numerusform>Hands (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) could not be added:</source>
        <translation>
            <numerusform>%n line could not be added:</numerusform>
            <numerusform>%n lines could not be added:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameRow</name>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n differ(s) from the log</source>
        <translation>
            <numerusform>%n differs from the log</numerusform>
            <numerusform>%n differ from the log</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) could not be read</source>
        <translation>
            <numerusform>%n hand could not be read</numerusform>
            <numerusform>%n hands could not be read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesView</name>
    <message numerus="yes">
        <source>Importing %n file(s)…</source>
        <translation>
            <numerusform>Importing %n file…</numerusform>
            <numerusform>Importing %n files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n game(s).</source>
        <translation>
            <numerusform>Imported %n game.</numerusform>
            <numerusform>Imported %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already here.</source>
        <translation>
            <numerusform>%n was already here.</numerusform>
            <numerusform>%n were already here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) differ from their log — marked in red.</source>
        <translation>
            <numerusform>%n win differs from its log — marked in red.</numerusform>
            <numerusform>%n wins differ from their log — marked in red.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) selected</source>
        <translation>
            <numerusform>%n game selected</numerusform>
            <numerusform>%n games selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more not shown: select fewer games.</source>
        <translation>
            <numerusform>%n more not shown: select fewer games.</numerusform>
            <numerusform>%n more not shown: select fewer games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n hand(s) imported; %3</source>
        <translation>
            <numerusform>%1: %2 of %n hand imported; %3</numerusform>
            <numerusform>%1: %2 of %n hands imported; %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(and %n more)</source>
        <translation>
            <numerusform>(and %n more)</numerusform>
            <numerusform>(and %n more)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) of game %1 cannot be read from the games file (damaged there) and are left out; import its log file again to repair them.</source>
        <translation>
            <numerusform>%n win of game %1 cannot be read from the games file (damaged there) and is left out; import its log file again to repair it.</numerusform>
            <numerusform>%n wins of game %1 cannot be read from the games file (damaged there) and are left out; import its log file again to repair them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal-in(s)</source>
        <translation>
            <numerusform>%n deal-in</numerusform>
            <numerusform>%n deal-ins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeCalendar</name>
    <message numerus="yes">
        <source>%1: %n answer(s)</source>
        <translation>
            <numerusform>%1: %n answer</numerusform>
            <numerusform>%1: %n answers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message numerus="yes">
        <source>%n answer(s) exported.</source>
        <translation>
            <numerusform>%n answer exported.</numerusform>
            <numerusform>%n answers exported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s) — each lights up as you practise it; click one to practise it now.</source>
        <translation>
            <numerusform>%n skill — it lights up as you practise it; click it to practise it now.</numerusform>
            <numerusform>%n skills — each lights up as you practise it; click one to practise it now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) · %1% right · %2 median</source>
        <translation>
            <numerusform>%n answer · %1% right · %2 median</numerusform>
            <numerusform>%n answers · %1% right · %2 median</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) in all · %1 of %2 skills practised</source>
        <translation>
            <numerusform>%n answer in all · %1 of %2 skills practised</numerusform>
            <numerusform>%n answers in all · %1 of %2 skills practised</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuizSetupPage</name>
    <message numerus="yes">
        <source>%n skill(s) due for review — weakest: %1</source>
        <translation>
            <numerusform>%n skill due for review: %1</numerusform>
            <numerusform>%n skills due for review — weakest: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing due for review today; the next skills come back in %n day(s).</source>
        <translation>
            <numerusform>Nothing due for review today; the next skills come back in %n day.</numerusform>
            <numerusform>Nothing due for review today; the next skills come back in %n days.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuizSummaryPage</name>
    <message numerus="yes">
        <source>%1 of %n hand(s) fully right</source>
        <translation>
            <numerusform>%1 of %n hand fully right</numerusform>
            <numerusform>%1 of %n hands fully right</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuizView</name>
    <message numerus="yes">
        <source>%n answer(s) kept from an earlier run were added to the history.</source>
        <translation>
            <numerusform>%n answer kept from an earlier run was added to the history.</numerusform>
            <numerusform>%n answers kept from an earlier run were added to the history.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Repaired: %n answer(s) recovered into a fresh file; the damaged file was kept as %1.</source>
        <translation>
            <numerusform>Repaired: %n answer recovered into a fresh file; the damaged file was kept as %1.</numerusform>
            <numerusform>Repaired: %n answers recovered into a fresh file; the damaged file was kept as %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved (%1). They are kept and saved before the next question.</source>
        <translation>
            <numerusform>%n answer could not be saved (%1). It is kept and saved before the next question.</numerusform>
            <numerusform>%n answers could not be saved (%1). They are kept and saved before the next question.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) could not be saved in the quiz history (%1).</source>
        <translation>
            <numerusform>%n answer could not be saved in the quiz history (%1).</numerusform>
            <numerusform>%n answers could not be saved in the quiz history (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message numerus="yes">
        <source>Add %n more tile(s) to see the waits.</source>
        <translation>
            <numerusform>Add %n more tile to see the waits.</numerusform>
            <numerusform>Add %n more tiles to see the waits.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message numerus="yes">
        <source>↻ Retry the %n missed</source>
        <translation>
            <numerusform>↻ Retry the %n missed</numerusform>
            <numerusform>↻ Retry the %n missed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show %n older session(s)…</source>
        <translation>
            <numerusform>Show %n older session…</numerusform>
            <numerusform>Show %n older sessions…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (or %n more)</source>
        <translation>
            <numerusform>%1 (or %n more)</numerusform>
            <numerusform>%1 (or %n more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message numerus="yes">
        <source>Session standings: %n game(s)</source>
        <translation>
            <numerusform>Session standings: %n game</numerusform>
            <numerusform>Session standings: %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) still being played are not counted yet.</source>
        <translation>
            <numerusform>%n game still being played is not counted yet.</numerusform>
            <numerusform>%n games still being played are not counted yet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinCard</name>
    <message numerus="yes">
        <source>%1 · %n honba</source>
        <translation>
            <numerusform>%1 · %n honba</numerusform>
            <numerusform>%1 · %n honba</numerusform>
        </translation>
    </message>
</context>
</TS>
