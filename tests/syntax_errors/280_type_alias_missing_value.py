type Vector =
