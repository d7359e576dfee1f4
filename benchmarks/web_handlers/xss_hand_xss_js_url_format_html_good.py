from django.http import HttpResponse
from django.utils.html import format_html

def avatar(request):
    picture = request.GET.get("picture", "default.png")
    return HttpResponse(format_html('<img alt="avatar" src="/media/avatars/{}">', picture))
