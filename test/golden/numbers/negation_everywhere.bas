' expected: real QBasic 1.1 (the oracle): negation in every type and place: -0 prints 0, a SINGLE
' operator's result negated, the least INTEGER / LONG negated is Overflow (6), record fields negated in place.
x = 0: y# = 0: i% = 0: l& = 0: a = 1.5: b = 1 / 3
PRINT -x; -y#; -i%; -l&; -a; -b; -(b * 3); -(a * a) + 1; - -a
i% = -32767: PRINT -i%
l& = -2147483647: PRINT -l&
DIM r(3) AS INTEGER: r(1) = 5: PRINT -r(1)
TYPE P
  v AS SINGLE
  w AS INTEGER
END TYPE
DIM p(2) AS P
p(1).v = 2.5: p(1).w = -7
p(1).v = -p(1).v: p(1).w = -p(1).w
PRINT p(1).v; p(1).w
p(1).v = 0: p(1).v = -p(1).v: PRINT p(1).v
ON ERROR GOTO h
i% = -32768: PRINT -i%
l& = -2147483648: PRINT -l&
p(1).w = -32768: p(1).w = -p(1).w
END
h: PRINT "err"; ERR: RESUME NEXT
