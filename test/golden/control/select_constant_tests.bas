' expected: QBasic help "SELECT CASE": the selector is evaluated once; the first CASE whose test matches
' runs, a test being a value, `lo TO hi` or `IS relation`; numbers compare in the more precise of the two
' types (a LONG against a SINGLE as DOUBLEs, so 16777217& does not match 16777216!: real QBasic 1.1
' prints "16777217 is not" here, and 16777217& = 16777216! is 0); a range whose lo is past
' its hi matches nothing; CASE ELSE runs when nothing matches.
DECLARE FUNCTION Grade$ (score!)
DECLARE FUNCTION Band$ (n&)
DECLARE FUNCTION Sign$ (d#)
FOR s = -5 TO 105 STEP 7.5
  PRINT Grade$(s);
NEXT s
PRINT
FOR i = 0 TO 11
  READ n&
  PRINT Band$(n&); " ";
NEXT i
PRINT
DATA -40000, -1, 0, 1, 9, 10, 99, 100, 1000, 65536, 16777217, 2147483647
FOR n& = 16777215 TO 16777218
  SELECT CASE n&
    CASE 16777216!: PRINT n&; "is 2^24 as a SINGLE";
    CASE ELSE: PRINT n&; "is not";
  END SELECT
NEXT n&
PRINT
FOR i = 1 TO 6
  READ d#
  PRINT Sign$(d#); " ";
NEXT i
PRINT
DATA -1E+300, -0.1, 0, 0.1, 0.3, 1E+300
' an INTEGER selector with IS relations and a fractional constant
FOR k% = -2 TO 4
  SELECT CASE k%
    CASE 2.5: PRINT "never";
    CASE IS < 0, 3: PRINT k%; "neg or 3";
    CASE IS <= 1.5: PRINT k%; "small";
    CASE 2 TO 2: PRINT k%; "two";
    CASE ELSE: PRINT k%; "big";
  END SELECT
NEXT k%
PRINT
' CONST names are constants too
CONST LEFTKEY = 75, RIGHTKEY = 77, LIMIT = 1000
FOR i = 1 TO 4
  READ code
  SELECT CASE code
    CASE LEFTKEY: PRINT "left ";
    CASE RIGHTKEY: PRINT "right ";
    CASE IS > LIMIT: PRINT "far ";
    CASE ELSE: PRINT "other ";
  END SELECT
NEXT i
PRINT
DATA 75, 77, 1001, 76

FUNCTION Band$ (n&)
  SELECT CASE n&
    CASE IS < 0: Band$ = "neg"
    CASE 0: Band$ = "zero"
    CASE 1 TO 9: Band$ = "one digit"
    CASE 10, 11 TO 99: Band$ = "two digits"
    CASE 100 TO 999, 1000: Band$ = "three or 1000"
    CASE IS >= 65536: Band$ = "big"
    CASE ELSE: Band$ = "else"
  END SELECT
END FUNCTION

FUNCTION Grade$ (score!)
  SELECT CASE score!
    CASE IS >= 90: Grade$ = "A"
    CASE IS >= 80: Grade$ = "B"
    CASE 70 TO 79.9: Grade$ = "C"
    CASE 60, 62.5, 65, 67.5: Grade$ = "D"
    CASE 50 TO 40: Grade$ = "?"
    CASE IS < 0: Grade$ = "-"
    CASE ELSE: Grade$ = "F"
  END SELECT
END FUNCTION

FUNCTION Sign$ (d#)
  SELECT CASE d#
    CASE IS < 0: Sign$ = "minus"
    CASE 0: Sign$ = "zero"
    CASE .1: Sign$ = "tenth (single)"
    CASE .1#: Sign$ = "tenth"
    CASE .3# TO 1D+300: Sign$ = "plus"
    CASE ELSE: Sign$ = "huge"
  END SELECT
END FUNCTION
