' expected: qbasic-facts.md "Errors": code 76 is "Path not found"; raised with ERROR 76.
ERROR 76
