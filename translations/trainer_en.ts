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
