class Point(object) pass
