' expected: qbasic-facts.md "Errors": code 70 is "Permission denied"; raised with ERROR 70.
ERROR 70
