student.class = "5B"
