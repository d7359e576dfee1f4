from fastapi import Cookie, FastAPI
from fastapi.responses import Response

app = FastAPI()


@app.get("/note")
def note(text: str = Cookie(default="")):
    """Note."""
    choices = {"fallback": "", "requested": text}
    text = choices["requested"]
    return Response(content="<p>" + text + "</p>", media_type="text/html")
