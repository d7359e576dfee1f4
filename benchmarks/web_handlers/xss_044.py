from fastapi import Cookie, FastAPI
from fastapi.responses import PlainTextResponse

app = FastAPI()


@app.get("/echo")
def echo(message: str = Cookie(default="")):
    """Echo."""
    message = message.strip()
    return PlainTextResponse(content="<pre>" + message + "</pre>")
