from fastapi import FastAPI, Request
from fastapi.responses import Response

app = FastAPI()


@app.get("/note")
def note(request: Request):
    """Note."""
    text = dict(request.query_params).get("text", "")
    mode = "override"
    if mode == "override":
        chosen = text
    else:
        chosen = "empty"
    text = chosen
    return Response(content="<p>" + text + "</p>", media_type="text/html")
