from fastapi import Cookie, FastAPI
from fastapi.responses import PlainTextResponse

app = FastAPI()


@app.get("/echo")
def echo(message: str = Cookie(default="")):
    """Echo."""
    requested, fallback = message, "hello"
    message = requested or fallback
    return PlainTextResponse(content="<pre>" + message + "</pre>")
