' expected: QBasic help "FRE": FRE returns free memory as a number (positive); FRE("") and FRE(-1)
' are accepted.
PRINT FRE(0) > 0; FRE("") > 0; FRE(-1) > 0
