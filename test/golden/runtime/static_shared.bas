' expected: QB4.5 help, "STATIC Statement", "SHARED Statement", "DIM Statement": STATIC variables keep
' their value between hits, ordinary locals start at 0 each call, SHARED / DIM SHARED variables are the
' module's, and a STATIC SUB keeps all its locals.
DIM SHARED total AS INTEGER
counter = 100
FOR i = 1 TO 3
  Tick
  Keep
NEXT
PRINT "total"; total
PRINT "counter"; counter
SUB Tick
  STATIC hits AS INTEGER
  SHARED counter
  hits = hits + 1
  fresh = fresh + 1
  counter = counter + 1
  total = total + hits
  PRINT hits; fresh
END SUB
SUB Keep STATIC
  kept = kept + 10
  PRINT "kept"; kept
END SUB
