' expected: QBasic help "GOSUB...RETURN": RETURN label returns to that label instead of the caller.
GOSUB sub1
PRINT "not printed"
done:
PRINT "at done"
END
sub1:
PRINT "in sub1"
RETURN done
