# A misspelt attribute looked up on a class: the traceback suggests the
# class attribute that is spelled almost the same.

class Connection:
    def reconnect(self):
        return "again"

print(Connection().reconnect())
Connection.reconect
