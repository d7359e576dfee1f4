from flask import Flask, make_response, request

app = Flask(__name__)
PARTNERS = {"docs.example.com", "status.example.com"}


@app.get("/out")
def outbound():
    link = request.args.get("to", "/")
    response = make_response("", 302)
    response.headers["Location"] = link
    return response
