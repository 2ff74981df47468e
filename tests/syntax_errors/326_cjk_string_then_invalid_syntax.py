greeting = "你好，世界" + name age
