from django.http import JsonResponse
from lxml import etree

class Directory:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def email_of(self, user):
        return self.tree.xpath("//user[name/text()='%s']/email/text()" % user)

DIRECTORY = Directory("users.xml")

def email(request):
    return JsonResponse({"email": [str(e) for e in DIRECTORY.email_of(request.POST["user"])]})
