# Calling None: a callback that was never set.

class Button:
    def __init__(self, label, on_click=None):
        self.label = label
        self.on_click = on_click

    def click(self):
        print("clicked", self.label)
        return self.on_click()

print(Button("ok", lambda: "handled").click())
Button("cancel").click()
