match command
    case "quit":
        exit()
