from flask import Flask, Response, request, stream_with_context
from markupsafe import escape

app = Flask(__name__)


@app.get("/results")
def results():
    q = request.args.get("q", "")

    def generate():
        yield "<ul>"
        for word in q.split():
            yield f"<li>{escape(word)}</li>"
        yield "</ul>"
    return Response(stream_with_context(generate()), mimetype="text/html")
