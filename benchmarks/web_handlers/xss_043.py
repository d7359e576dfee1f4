from fastapi import FastAPI

app = FastAPI()


@app.get("/echo-json")
def echo_json(message: str = ""):
    """Echo json."""
    return f"<p>{message}</p>"
