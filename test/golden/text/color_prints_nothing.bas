' expected: QBasic help "COLOR", "WIDTH", "CLS": they change the screen, not the text stream.
COLOR 10
PRINT "green"
COLOR 7, 0
WIDTH 80, 25
CLS
PRINT "plain"
