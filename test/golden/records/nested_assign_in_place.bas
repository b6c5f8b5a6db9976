' expected: real QBasic 1.1 (the oracle, output written with PRINT #): assigning a whole record stores into
' its memory in place, nested records too, so a SUB holding a nested record or one of its fields by
' reference sees the values assigned while it runs.
TYPE Inner
  x AS INTEGER
  nm AS STRING * 2
END TYPE
TYPE Outer
  k AS SINGLE
  inr AS Inner
END TYPE
DECLARE SUB chg (p AS Inner)
DECLARE SUB chgx (v AS INTEGER)
DIM SHARED o AS Outer, o2 AS Outer
o.inr.x = 1: o.inr.nm = "ab"
o2.k = 2.5: o2.inr.x = 7: o2.inr.nm = "cd"
chg o.inr
PRINT o.k; o.inr.x; o.inr.nm
o2.inr.x = 9
chgx o.inr.x
PRINT o.inr.x
o.inr = o2.inr
o2.inr.x = 3
PRINT o.inr.x; o2.inr.x
END

SUB chg (p AS Inner)
  o = o2
  PRINT p.x; p.nm
  p.x = 5
END SUB

SUB chgx (v AS INTEGER)
  o = o2
  PRINT v
  v = v + 100
END SUB
