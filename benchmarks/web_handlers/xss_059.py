from fastapi import FastAPI, Request
from fastapi.responses import Response

app = FastAPI()


@app.post("/note")
async def note(request: Request):
    """Note."""
    text = (await request.json()).get("text", "")
    choices = {"fallback": "empty", "requested": text}
    text = choices["requested"]
    return Response(content="<p>" + text + "</p>", media_type="text/html")
