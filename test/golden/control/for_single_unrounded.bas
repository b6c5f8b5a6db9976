' expected: real QBasic 1.1 (DOSBox oracle): a SINGLE counter's NEXT compares the sum counter + step
' before rounding it to SINGLE, and stores the rounded sum (FOR x! = 0 TO 1.5 STEP .3 runs 5 times: the
' sixth value, 1.5000001 unrounded, is past 1.5, and x! ends as 1.5).
DECLARE SUB countTo (x!)
n = 0: FOR x! = 0 TO 1 STEP .1: n = n + 1: NEXT: PRINT "A"; n; x!
n = 0: FOR x! = 0 TO .7 STEP .1: n = n + 1: NEXT: PRINT "B"; n; x!
n = 0: FOR x! = 1 TO 0 STEP -.1: n = n + 1: NEXT: PRINT "C"; n; x!
n = 0: FOR x! = 0 TO 2 STEP 1 / 3: n = n + 1: NEXT: PRINT "D"; n; x!
n = 0: FOR x! = 16777215 TO 16777217: n = n + 1: IF n > 5 THEN EXIT FOR
NEXT: PRINT "E"; n; x!
n = 0: FOR x! = 0 TO 1.5 STEP .3: n = n + 1: NEXT: PRINT "F"; n; x!
n = 0: FOR x! = .1 TO .9 STEP .1: n = n + 1: NEXT: PRINT "G"; n; x!
' around another loop
n = 0: FOR x! = 0 TO 1.5 STEP .3: FOR j = 1 TO 2: n = n + 1: NEXT j, x!: PRINT "H"; n; x!
' a GOSUB in the body
n = 0: FOR x! = 0 TO 1.5 STEP .3: GOSUB 100: NEXT: PRINT "I"; n; x!
' a by-reference parameter as the counter
c! = 0: CALL countTo(c!): PRINT "J"; n; c!
' a DOUBLE counter
n = 0: FOR x# = 0 TO 1.5 STEP .3: n = n + 1: NEXT: PRINT "K"; n; x#
END
100 n = n + 1: RETURN

SUB countTo (x!)
SHARED n
n = 0: FOR x! = 0 TO 1.5 STEP .3: n = n + 1: NEXT
END SUB
