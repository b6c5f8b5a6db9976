' expected: KB Q21862 (QuickBASIC 1.00-4.50): "Line numbers and labels must be unique within a given
' compiled module", so a label reused inside a SUB is "Duplicate label". Column 1 = the second label.
DECLARE SUB Proc ()
PRINT "never printed"
again:
PRINT "x"
SUB Proc
again:
END SUB
