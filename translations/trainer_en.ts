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
        <source>%n answer(s) could not be saved (%1). They are kept and saved before the next question.</source>
        <translation>
            <numerusform>%n answer could not be saved (%1). It is kept and saved before the next question.</numerusform>
            <numerusform>%n answers could not be saved (%1). They are kept and saved before the next question.</numerusform>
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
