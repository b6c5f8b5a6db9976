' expected: qbasic-facts.md "Errors": code 64 is "Bad file name"; raised with ERROR 64.
ERROR 64
