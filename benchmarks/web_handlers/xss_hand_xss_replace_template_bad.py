from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()
PAGE = "<html><body><h1>Hi {{name}}</h1></body></html>"

@app.get("/hi")
async def hi(name: str = "friend"):
    return HTMLResponse(content=PAGE.replace("{{name}}", name))
