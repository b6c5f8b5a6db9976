' expected: qbasic-facts.md "Errors": code 13 is "Type mismatch"; raised with ERROR 13 (the
' compile-time form is in checking/).
ERROR 13
