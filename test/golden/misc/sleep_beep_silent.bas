' expected: QBasic help "SLEEP", "BEEP", "SOUND": they pause or make sound and print nothing.
PRINT "a";
BEEP
SLEEP 1
SOUND 440, 2
PRINT "b"
