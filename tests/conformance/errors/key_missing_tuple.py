# A missing tuple key: the KeyError shows the tuple.

board = {(0, 0): "X", (1, 1): "O"}
print(board[(0, 0)], board[1, 1])
print(board[2, 2])
