' expected: qbasic-facts.md "Errors": code 61 is "Disk full"; raised with ERROR 61.
ERROR 61
