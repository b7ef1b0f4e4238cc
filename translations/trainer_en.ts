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
</TS>
