import "requests"
