import ForumIcon from '@mui/icons-material/Forum';
import Badge from '@mui/material/Badge';
import { Menu } from 'react-admin';
import { useUnreadCount } from './useConversations';

/** The Messages tab with its unread badge (conversations with a customer message nobody has opened). */
export function MessagesMenuItem() {
  const { data } = useUnreadCount();
  return (
    <Menu.Item
      to="/messages"
      primaryText="Messages"
      leftIcon={
        <Badge badgeContent={data ?? 0} color="error">
          <ForumIcon />
        </Badge>
      }
    />
  );
}
