from fastapi import FastAPI
from fastapi.responses import Response

app = FastAPI()


@app.get("/note/{text}")
def note(text: str):
    """Note."""
    text = text.strip()
    return Response(content="<p>" + text + "</p>", media_type="text/html")
