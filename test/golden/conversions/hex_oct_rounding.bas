' expected: QBasic help "HEX$", "OCT$" with qbasic-facts.md "Numbers": the argument is rounded to an
' integer first, half to even (KB Q28855). QB64-PE agrees.
PRINT HEX$(255.5); " "; HEX$(254.5); " "; OCT$(7.5); " "; OCT$(8.5)
