import xml.etree.ElementTree as ET

from django.http import JsonResponse

DIRECTORY = ET.parse("directory.xml")


def email_of(request):
    user = request.GET.get("user", "")
    if not user.isalnum():
        return JsonResponse({"email": None})
    email = DIRECTORY.getroot().findtext(f"./user[@name='{user}']/email")
    return JsonResponse({"email": email})
