from fastapi import FastAPI
from lxml import etree

app = FastAPI()
TREE = etree.parse("users.xml")

@app.get("/user")
def user(name: str):
    nodes = TREE.xpath("//user[@name=$name]/email/text()", name=name)
    return {"emails": [str(n) for n in nodes]}
