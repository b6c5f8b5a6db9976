' expected: QBasic help "DEF FN": the multi-line form assigns FNname and ends with END DEF;
' EXIT DEF leaves early.
DEF FNsign (v)
  FNsign = 0
  IF v = 0 THEN EXIT DEF
  IF v > 0 THEN FNsign = 1 ELSE FNsign = -1
END DEF
PRINT FNsign(5); FNsign(0); FNsign(-2)
