import base64

from fastapi import Cookie, FastAPI
from fastapi.responses import Response

app = FastAPI()


@app.get("/note")
def note(text: str = Cookie(default="")):
    """Note."""
    text = base64.urlsafe_b64decode(text.encode()).decode()
    return Response(content="<p>" + text + "</p>", media_type="text/html")
