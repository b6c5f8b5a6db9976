' expected: QBasic help "SUB" (parameter AS usertype): records are passed by reference.
TYPE Acct
  bal AS LONG
END TYPE
DECLARE SUB Deposit (ac AS Acct, amt&)
DIM a AS Acct
Deposit a, 500
Deposit a, 250
PRINT a.bal
SUB Deposit (ac AS Acct, amt&)
  ac.bal = ac.bal + amt&
END SUB
