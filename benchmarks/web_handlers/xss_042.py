from fastapi import Cookie, FastAPI

app = FastAPI()


@app.get("/echo-json")
def echo_json(message: str = Cookie(default="")):
    """Echo json."""
    return f"<p>{message}</p>"
