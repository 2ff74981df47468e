import json
from http.server import BaseHTTPRequestHandler, HTTPServer


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps({"path": self.path, "ok": True}
        self.send_response(200)
        self.end_headers()
        self.wfile.write(body.encode())


def run(port=8000):
    HTTPServer(("", port), Handler).serve_forever()
